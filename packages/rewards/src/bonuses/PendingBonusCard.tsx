import { useLingui } from "@lingui/react/macro";
import type { UserBonus } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { Text } from "@casino/ui-kit";
import { linkButton } from "@casino/ui-kit/recipes";
import { BonusCard } from "./BonusCard.tsx";
import * as styles from "./MyBonuses.css.ts";

/** A deposit bonus the player chose, waiting for the deposit that starts it; it can be dropped before that. */
export function PendingBonusCard({ bonus }: { bonus: UserBonus }) {
  const { t } = useLingui();
  return (
    <BonusCard
      bonus={bonus}
      badge={{ text: t`Waiting for a deposit`, className: styles.badge.waiting }}
      actions={
        <PageLink page="deposit" className={linkButton()}>
          {t`Deposit`}
        </PageLink>
      }
    >
      <Text as="p">{t`This bonus starts with your next deposit.`}</Text>
    </BonusCard>
  );
}
