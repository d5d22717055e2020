import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SharedStatistics } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { StatisticsSummary } from "./StatisticsSummary.tsx";
import * as summaryStyles from "./StatisticsSummary.css.ts";
import * as styles from "./SharedStatisticsView.css.ts";

export type SharedStatisticsViewProps = {
  heading: string;
  /** The shared numbers; only what the public call answers (nickname, statistics, shared date). */
  shared?: SharedStatistics | undefined;
  crypto?: boolean;
  /** The token is unknown (404 SHARE_NOT_FOUND). */
  notFound?: boolean;
  /** Loading or error content in place of the numbers. */
  children?: ReactNode;
};

/** The public, read-only statistics page: whose numbers, when they were shared, and the numbers themselves. */
export function SharedStatisticsView({ heading, shared, crypto = false, notFound = false, children }: SharedStatisticsViewProps) {
  const { i18n } = useLingui();
  const nickname = shared?.nickname;
  const date = shared ? i18n.date(new Date(shared.sharedAt), { dateStyle: "long" }) : "";
  return (
    <section className={styles.page} aria-labelledby="shared-statistics-title">
      <header className={styles.header}>
        <h1 id="shared-statistics-title" className={styles.title}>
          {nickname ? <Trans>Statistics of {nickname}</Trans> : heading}
        </h1>
        {shared ? (
          <p className={styles.meta}>
            <Trans>Shared on {date}</Trans>
          </p>
        ) : null}
      </header>
      {notFound ? (
        <div className={summaryStyles.state} role="alert">
          <p className={summaryStyles.stateText}>
            <Trans>This statistics link is not valid</Trans>
          </p>
          <p className={summaryStyles.stateText}>
            <Trans>It may have been mistyped or copied only in part. Ask the player to send it again.</Trans>
          </p>
          <PageLink page="casino" className={summaryStyles.link}>
            <Trans>Go to the casino</Trans>
          </PageLink>
        </div>
      ) : null}
      {shared ? <StatisticsSummary statistics={shared.statistics} crypto={crypto} /> : null}
      {children}
    </section>
  );
}
