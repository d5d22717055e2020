import { useLingui } from "@lingui/react/macro";
import type { UserBonus } from "@casino/api-client";
import { Text } from "@casino/ui-kit";
import { bonusDisplayStatus, type BonusDisplayStatus } from "./bonus-status.ts";
import { useMoney } from "../use-money.ts";
import { useStatusLabel } from "./use-status-label.ts";
import * as styles from "./MyBonuses.css.ts";

const badgeOf = (status: BonusDisplayStatus) =>
  status === "converted" || status === "wagered" ? styles.badge.good : status === "pending" ? styles.badge.waiting : styles.badge.ended;

/** Past bonuses, latest first: each with its status, its bonus amount, what it converted into and when it ended. */
export function BonusHistory({ rows, count }: { rows: readonly UserBonus[]; count: number }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const statusLabel = useStatusLabel();
  return (
    <section className={styles.section} aria-labelledby="bonus-history-title">
      <h2 id="bonus-history-title" className={styles.heading}>
        {t`Bonus history`}
      </h2>
      {rows.length === 0 ? (
        <Text as="p" tone="secondary">
          {t`No past bonuses yet.`}
        </Text>
      ) : (
        <ul className={styles.history}>
          {rows.map((bonus) => {
            const status = bonusDisplayStatus(bonus);
            const ended = bonus.finishedAt ?? bonus.startedAt;
            return (
              <li key={bonus.id} className={styles.historyRow}>
                <span className={styles.fact}>
                  <Text weight="bold">{bonus.name}</Text>
                  <span>
                    <span className={badgeOf(status)}>{statusLabel(status)}</span>
                  </span>
                </span>
                <span className={styles.fact}>
                  <span className={styles.term}>{t`Bonus`}</span>
                  <span>{money(bonus.bonusAmount, bonus.currencyCode)}</span>
                </span>
                <span className={styles.fact}>
                  <span className={styles.term}>{t`Converted`}</span>
                  <span>{money(bonus.convertedAmount, bonus.currencyCode)}</span>
                </span>
                <span className={styles.fact}>
                  <span className={styles.term}>{t`Ended`}</span>
                  <time dateTime={ended}>{i18n.date(ended, { dateStyle: "medium" })}</time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {count > rows.length ? (
        <Text as="p" tone="secondary" size="sm">
          {t`The latest ${rows.length} of ${count} bonuses.`}
        </Text>
      ) : null}
    </section>
  );
}
