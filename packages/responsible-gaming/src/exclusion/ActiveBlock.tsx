import { useLingui } from "@lingui/react/macro";
import type { Exclusion } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { Surface, Text } from "@casino/ui-kit";

/** The running time-out or self-exclusion (from the limits read): which, until when, what is left to do. */
export function ActiveBlock({ exclusion }: { exclusion: Exclusion }) {
  const { t, i18n } = useLingui();
  const until = exclusion.liftsAt ? i18n.date(exclusion.liftsAt, { dateStyle: "medium", timeStyle: "short" }) : null;
  const title = exclusion.kind === "timeout" ? t`Your time-out is running` : t`You are self-excluded`;
  const when =
    until === null
      ? t`Your self-exclusion is permanent. You can only withdraw.`
      : exclusion.kind === "timeout"
        ? t`Your time-out ends on ${until}. Until then you can only withdraw.`
        : t`Your self-exclusion ends on ${until}. Until then you can only withdraw.`;
  return (
    <Surface as="section" aria-labelledby="active-block-title">
      <Text as="h2" id="active-block-title" size="lg" font="heading" weight="heading">
        {title}
      </Text>
      <Text as="p" weight="bold">
        {when}
      </Text>
      <Text as="p">{t`It cannot be shortened or cancelled.`}</Text>
      <p>
        <PageLink page="withdraw">{t`Withdraw`}</PageLink>
      </p>
    </Surface>
  );
}
