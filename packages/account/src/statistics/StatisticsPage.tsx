import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { statisticsQueryOptions } from "@casino/api-client";
import { LoadError, PageLink, useCurrentUser } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { GamePulse } from "./GamePulse.tsx";
import { ShareStatistics } from "./ShareStatistics.tsx";
import { StatisticsSummary, StatisticsSummarySkeleton } from "./StatisticsSummary.tsx";
import * as styles from "./StatisticsSummary.css.ts";

function StatisticsContent() {
  const statistics = useQuery(statisticsQueryOptions());
  const { data: user } = useCurrentUser();
  const crypto = user?.isCrypto ?? false;
  if (statistics.isError) return <LoadError onRetry={() => void statistics.refetch()} retrying={statistics.isFetching} />;
  if (!statistics.data) return <StatisticsSummarySkeleton />;
  return (
    <>
      <StatisticsSummary
        statistics={statistics.data}
        crypto={crypto}
        emptyAction={
          <PageLink page="casino" className={styles.link}>
            <Trans>Go to the casino</Trans>
          </PageLink>
        }
      />
      <GamePulse currencyCode={statistics.data.currencyCode} crypto={crypto} />
      <ShareStatistics />
    </>
  );
}

/** /profile/statistics (classic profile): the player's numbers, the Game Pulse and the share link. */
export function StatisticsPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Statistics`} variant="classic">
      <StatisticsContent />
    </ProfileFrame>
  );
}
