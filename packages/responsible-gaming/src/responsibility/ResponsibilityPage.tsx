import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { HelpOrganisations } from "./HelpOrganisations.tsx";
import { PolicyText } from "./PolicyText.tsx";
import { Tools } from "./Tools.tsx";
import * as styles from "./responsibility.css.ts";

/** /responsibility (issue 27 point 8): the tools, the brand's help, the policy; open to guests too. */
export function ResponsibilityPage() {
  const { t } = useLingui();
  const title = t`Play responsibly`;
  useDocumentTitle(title);
  return (
    <article className={styles.page} aria-labelledby="responsibility-title">
      <h1 id="responsibility-title" className={styles.title}>
        {title}
      </h1>
      <Text as="p">{t`Gambling should be fun. Set limits before you play, take a break when you need one, and ask for help early.`}</Text>
      <Tools />
      <HelpOrganisations />
      <PolicyText />
    </article>
  );
}
