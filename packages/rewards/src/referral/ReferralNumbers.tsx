import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Referral } from "@casino/api-client";
import { useMoney } from "../use-money.ts";
import * as bonusStyles from "../bonuses/MyBonuses.css.ts";
import { panel } from "../freemoney/FreeMoneyPage.css.ts";
import * as styles from "./ReferralPage.css.ts";

/** Visits, registrations, the referred players' revenue, and the player's percent of it (Intl, in the player's format). */
export function ReferralNumbers({ referral }: { referral: Referral }) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const money = useMoney();
  const count = (value: number) => i18n.number(value);
  const share = i18n.number(referral.percent / 100, { style: "percent", maximumFractionDigits: 2 });
  const items = [
    { term: t`Link visits`, value: count(referral.visits) },
    { term: t`Registrations`, value: count(referral.registrations) },
    { term: t`Revenue of your friends`, value: money(referral.revenue, referral.currencyCode) },
    { term: t`Your share (${share})`, value: money(referral.earned, referral.currencyCode) },
  ];
  const none = referral.visits === 0 && referral.registrations === 0;
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={bonusStyles.heading}>
        <Trans>Your referrals</Trans>
      </h2>
      <dl className={bonusStyles.facts}>
        {items.map((item) => (
          <div key={item.term} className={bonusStyles.fact}>
            <dt className={bonusStyles.term}>{item.term}</dt>
            <dd className={bonusStyles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {none ? (
        <p className={styles.text}>
          <Trans>No one has opened your link yet. Share it with friends: you earn {share} of the revenue their play brings.</Trans>
        </p>
      ) : (
        <p className={styles.text}>
          <Trans>You earn {share} of the revenue your friends' play brings.</Trans>
        </p>
      )}
    </section>
  );
}
