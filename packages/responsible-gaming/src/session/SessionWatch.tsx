import { useCallback, useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { limitsQueryKey, sessionSummaryQueryOptions } from "@casino/api-client";
import { RealityCheck } from "./RealityCheck.tsx";
import { SessionLimitWarning } from "./SessionLimitWarning.tsx";

const isLimitsKey = (key: readonly unknown[]) => key.length === limitsQueryKey.length && key[0] === limitsQueryKey[0];

/**
 * The logged-in player's session watch, on every page (a shell player duty, its own lazy chunk): the session time
 * limit's warning and end, and the reality check. Reads GET /api/user/limits/session, again whenever new limits reach
 * the cache (a limit or the reality-check interval changed on the limits page); shows nothing until it has it (a
 * watcher has no place on the page; a failed read leaves the sandbox's own enforcement alone to act).
 */
export default function SessionWatch() {
  const queryClient = useQueryClient();
  const { data: summary, refetch } = useQuery(sessionSummaryQueryOptions());
  const refresh = useCallback(() => void refetch(), [refetch]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success" && isLimitsKey(event.query.queryKey)) refresh();
      }),
    [queryClient, refresh],
  );
  if (!summary) return null;
  return (
    <>
      <SessionLimitWarning endsAt={summary.endsAt === null ? null : Date.parse(summary.endsAt)} />
      <RealityCheck summary={summary} refresh={refresh} />
    </>
  );
}
