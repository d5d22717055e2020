import { useLingui } from "@lingui/react/macro";
import type { CalendarAward } from "@casino/api-client";
import { formatMoney } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import { countdownText } from "./use-award-timer.ts";
import * as styles from "./AwardPanel.css.ts";

export type AwardPanelProps = {
  award: CalendarAward;
  /** Milliseconds to the next award (the timer). */
  remaining: number;
  crypto?: boolean;
};

/** Spec §3 calendar award data: today's net losses, the cashback percent, what it pays, and when it is paid next. */
export function AwardPanel({ award, remaining, crypto = false }: AwardPanelProps) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, award.currencyCode, i18n.locale, { crypto });
  const percent = i18n.number(award.percent / 100, { style: "percent", maximumFractionDigits: 2 });
  return (
    <dl className={styles.panel}>
      <div className={styles.item}>
        <dt className={styles.label}>{t`Today's net losses`}</dt>
        <dd className={styles.value}>{money(award.ngr)}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>{t`Cashback rate`}</dt>
        <dd className={styles.value}>{percent}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>{t`Cashback so far`}</dt>
        <dd className={styles.value}>{money(award.payout)}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>{t`Next award in`}</dt>
        <dd className={styles.value}>
          <span role="timer">{countdownText(remaining)}</span>
        </dd>
      </div>
    </dl>
  );
}

export function AwardPanelSkeleton() {
  return (
    <div className={styles.panel} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.item}>
          <Skeleton width="70%" still />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}
