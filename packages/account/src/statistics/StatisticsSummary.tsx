import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Statistics } from "@casino/api-client";
import { netResult } from "@casino/domain";
import { formatMoney } from "@casino/shell";
import { Skeleton } from "@casino/ui-kit";
import * as styles from "./StatisticsSummary.css.ts";

export type StatisticsSummaryProps = {
  statistics: Statistics;
  /** Crypto currencies show up to 8 decimals (spec §5). */
  crypto?: boolean;
  /** Shown under the empty state (no rounds yet), e.g. a link to the casino. */
  emptyAction?: ReactNode;
};

type CardProps = { label: string; value: string; detail?: ReactNode; tone?: keyof typeof styles.tone };

function Card({ label, value, detail, tone = "neutral" }: CardProps) {
  return (
    <div className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={`${styles.value} ${styles.tone[tone]}`}>{value}</dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </div>
  );
}

/** The player's numbers: bets, wins, net result, biggest win, favourite game and sessions. Read-only, props only. */
export function StatisticsSummary({ statistics, crypto = false, emptyAction }: StatisticsSummaryProps) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, statistics.currencyCode, i18n.locale, { crypto });
  const { bets, wins, biggestWin, favouriteGame, sessions } = statistics;
  if (bets.count === 0 && wins.count === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>
          <Trans>No rounds played yet, so there are no statistics to show.</Trans>
        </p>
        {emptyAction}
      </div>
    );
  }
  const net = netResult(statistics, crypto ? 8 : 2);
  const date = biggestWin ? i18n.date(new Date(biggestWin.at), { dateStyle: "medium" }) : "";
  const game = biggestWin?.gameName ?? "";
  return (
    <dl className={styles.grid}>
      <Card label={t`Bets`} value={money(bets.amount)} detail={<Plural value={bets.count} one="# bet placed" other="# bets placed" />} />
      <Card label={t`Wins`} value={money(wins.amount)} detail={<Plural value={wins.count} one="# winning round" other="# winning rounds" />} />
      <Card
        label={t`Net result`}
        value={`${net > 0 ? "+" : ""}${money(net)}`}
        tone={net > 0 ? "positive" : net < 0 ? "negative" : "neutral"}
      />
      <Card label={t`Biggest win`} value={biggestWin ? money(biggestWin.amount) : t`No wins yet`} detail={biggestWin ? t`${game}, ${date}` : undefined} />
      <Card label={t`Favourite game`} value={favouriteGame?.name ?? t`None yet`} detail={favouriteGame ? <Plural value={favouriteGame.rounds} one="# round" other="# rounds" /> : undefined} />
      <Card label={t`Sessions`} value={i18n.number(sessions)} detail={t`Real-money game sessions`} />
    </dl>
  );
}

/** The summary's first paint: card-shaped placeholders, with a busy region for screen readers. */
export function StatisticsSummarySkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t`Loading statistics`} role="status">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton width="50%" />
          <Skeleton shape="rect" height="2rem" />
        </div>
      ))}
    </div>
  );
}
