import { useLingui } from "@lingui/react/macro";
import { PageLink, useDocumentTitle } from "@casino/shell";
import { Surface, Text } from "@casino/ui-kit";

/** After a freeze: the player is logged out here, and told until when login is refused. */
export function FrozenNotice({ until }: { until: string }) {
  const { t, i18n } = useLingui();
  const end = i18n.date(until, { dateStyle: "medium", timeStyle: "short" });
  useDocumentTitle(t`Your account is frozen`);
  return (
    <Surface as="section" aria-labelledby="frozen-title">
      <Text as="h1" id="frozen-title" size="xl" font="heading" weight="heading">
        {t`Your account is frozen`}
      </Text>
      <Text as="p">{t`You have been logged out. You cannot log in until ${end}.`}</Text>
      <p>
        <PageLink page="home">{t`Go to the home page`}</PageLink>
      </p>
    </Surface>
  );
}
