import type { ReactNode } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import type { Bonus } from "@casino/api-client";
import { bonusFacts, type BonusFact } from "./bonus-display.ts";
import { useMoney } from "../use-money.ts";
import * as styles from "./BonusCard.css.ts";

/** A bonus's display fields (spec §3) as a term list: only what the bonus sets. */
export function BonusFacts({ bonus }: { bonus: Bonus }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const currency = bonus.currencyCode;
  const row = (fact: BonusFact): [string, ReactNode] => {
    switch (fact.kind) {
      case "percent": {
        const percent = fact.percent;
        const cap = fact.cap === null ? null : money(fact.cap, currency);
        return [t`Bonus`, cap === null ? t`${percent}% of your deposit` : t`${percent}% up to ${cap}`];
      }
      case "amount":
        return [t`Bonus amount`, money(fact.amount, currency)];
      case "freeSpins":
        return [t`Free spins`, String(fact.count)];
      case "cashback": {
        const percent = fact.percent;
        return [t`Cashback`, fact.toCalendar ? t`${percent}% into your rewards calendar` : t`${percent}% of net losses`];
      }
      case "minDeposit":
        return [t`Minimum deposit`, money(fact.amount, currency)];
      case "wagering": {
        const multiplier = fact.multiplier;
        return [t`Wagering`, t`x${multiplier}`];
      }
      case "maxWin":
        return [t`Maximum win`, money(fact.amount, currency)];
      case "minBalance":
        return [t`Minimum balance`, money(fact.amount, currency)];
      case "validFor24h":
        return [t`Valid`, t`24 hours after activation`];
      case "validDays":
        return [t`Valid`, <Plural key="days" value={fact.days} one="# day after activation" other="# days after activation" />];
      case "validTo":
        return [t`Offer ends`, i18n.date(new Date(fact.at), { dateStyle: "medium" })];
    }
  };
  const facts = bonusFacts(bonus);
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => {
        const [term, value] = row(fact);
        return (
          <div key={fact.kind} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
