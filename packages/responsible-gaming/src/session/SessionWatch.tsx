import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { sessionSummaryQueryOptions } from "@casino/api-client";
import { RealityCheck } from "./RealityCheck.tsx";
import { SessionLimitWarning } from "./SessionLimitWarning.tsx";

/**
 * The logged-in player's session watch, on every page (a shell player duty, its own lazy chunk): the session time
 * limit's warning and end, and the reality check. Reads GET /api/user/limits/session; shows nothing until it has it
 * (a watcher has no place on the page; a failed read leaves the sandbox's own enforcement alone to act).
 */
export default function SessionWatch() {
  const { data: summary, refetch } = useQuery(sessionSummaryQueryOptions());
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (!summary) return null;
  return (
    <>
      <SessionLimitWarning endsAt={summary.endsAt === null ? null : Date.parse(summary.endsAt)} />
      <RealityCheck summary={summary} refresh={refresh} />
    </>
  );
}
