import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ApiError, sharedStatisticsQueryOptions } from "@casino/api-client";
import { LoadError, useDocumentTitle } from "@casino/shell";
import { SharedStatisticsView } from "./SharedStatisticsView.tsx";
import { StatisticsSummarySkeleton } from "./StatisticsSummary.tsx";
import { useIsCryptoCurrency } from "./use-crypto-currency.ts";

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === "SHARE_NOT_FOUND");

/** /statistics/$token: a player's shared statistics, read-only and open to guests (no login gate). */
export function SharedStatisticsPage() {
  const { t } = useLingui();
  const { token = "" } = useParams({ strict: false });
  const shared = useQuery(sharedStatisticsQueryOptions(token));
  const crypto = useIsCryptoCurrency(shared.data?.statistics.currencyCode);
  useDocumentTitle(t`Shared statistics`);
  if (shared.isError && !isNotFound(shared.error)) {
    return (
      <SharedStatisticsView heading={t`Shared statistics`}>
        <LoadError onRetry={() => void shared.refetch()} retrying={shared.isFetching} />
      </SharedStatisticsView>
    );
  }
  if (shared.isError) return <SharedStatisticsView heading={t`Shared statistics`} notFound />;
  if (!shared.data) {
    return (
      <SharedStatisticsView heading={t`Shared statistics`}>
        <StatisticsSummarySkeleton />
      </SharedStatisticsView>
    );
  }
  return <SharedStatisticsView heading={t`Shared statistics`} shared={shared.data} crypto={crypto} />;
}

