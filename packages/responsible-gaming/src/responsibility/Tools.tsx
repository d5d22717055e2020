import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Surface, Text } from "@casino/ui-kit";
import * as styles from "./responsibility.css.ts";

/** The player's tools, by page key (a brand's pageUrlSetup moves them). */
export function Tools() {
  const { t } = useLingui();
  const tools = [
    { page: "limits", name: t`Limits`, text: t`Deposit, loss and bet limits, a session time limit, a winnings limit and reality checks.` },
    { page: "freezeAccount", name: t`Take a break`, text: t`A time-out, a self-exclusion for months or for good, or a freeze of your account.` },
  ];
  return (
    <Surface as="section" aria-labelledby="tools-title">
      <Text as="h2" id="tools-title" size="lg" font="heading" weight="heading">
        {t`Tools to stay in control`}
      </Text>
      <ul className={styles.list}>
        {tools.map((tool) => (
          <li key={tool.page} className={styles.item}>
            <PageLink page={tool.page} className={styles.link}>
              {tool.name}
            </PageLink>
            <Text tone="secondary">{tool.text}</Text>
          </li>
        ))}
      </ul>
    </Surface>
  );
}
