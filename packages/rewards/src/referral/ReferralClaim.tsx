import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Referral } from "@casino/api-client";
import { Button, Text } from "@casino/ui-kit";
import { useMoney } from "../use-money.ts";
import type { ReferralClaimOutcome } from "./claim-outcome.ts";
import * as bonusStyles from "../bonuses/MyBonuses.css.ts";
import { panel } from "../freemoney/FreeMoneyPage.css.ts";
import * as styles from "./ReferralPage.css.ts";

export type ReferralClaimProps = {
  referral: Referral;
  pending: boolean;
  outcome: ReferralClaimOutcome | null;
  onClaim: () => void;
};

function OutcomeMessage({ outcome }: { outcome: ReferralClaimOutcome }) {
  const { t } = useLingui();
  const money = useMoney();
  if (outcome.kind === "claimed") {
    const amount = money(outcome.amount, outcome.currencyCode);
    return (
      <div role="status">
        <Text tone="success">{t`${amount} has been added to your balance.`}</Text>
      </div>
    );
  }
  const text = {
    nothing_to_claim: t`There is nothing to claim yet. Your share grows as your friends play.`,
    self_excluded: t`You are excluded from play, so your referral share cannot be claimed.`,
    failed: t`Your referral share could not be claimed. Please try again later.`,
  }[outcome.kind];
  return (
    <div role="alert">
      <Text tone="danger">{text}</Text>
    </div>
  );
}

/** The earned share not yet claimed, and Claim (one request per press, off while one is under way). */
export function ReferralClaim({ referral, pending, outcome, onClaim }: ReferralClaimProps) {
  const titleId = useId();
  const money = useMoney();
  const claimable = money(referral.claimable, referral.currencyCode);
  const claimed = money(referral.claimed, referral.currencyCode);
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={bonusStyles.heading}>
        <Trans>Ready to claim: {claimable}</Trans>
      </h2>
      {referral.claimed > 0 ? (
        <p className={styles.text}>
          <Trans>Claimed so far: {claimed}</Trans>
        </p>
      ) : null}
      <div className={styles.row}>
        <Button onClick={onClaim} loading={pending} disabled={pending || referral.claimable <= 0}>
          <Trans>Claim</Trans>
        </Button>
      </div>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
    </section>
  );
}
