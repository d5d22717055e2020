import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import type { SessionSummary } from "@casino/api-client";
import { nextRealityCheckAt } from "@casino/domain";
import { holdGamePause, onTabMessage, postTabMessage, usePagePath, useSettings } from "@casino/shell";
import { RealityCheckDialog } from "./RealityCheckDialog.tsx";
import { useDue } from "./use-due.ts";

const PAUSE_HOLDER = "reality-check";

/**
 * Issue 27 point 5: at each chosen interval of the session (counted from its start), the reality check opens with
 * the session's figures read afresh, and holds the game paused until the player answers. The next check counts from
 * the answer (a check is never shown twice for one interval, nor one missed while the page was closed made up). An
 * answer in one tab answers the check in the player's other tabs too.
 */
export function RealityCheck({ summary, refresh }: { summary: SessionSummary; refresh: () => void }) {
  const navigate = useNavigate();
  const settings = useSettings();
  const lobbyPath = usePagePath(settings.pageKeys.casino);
  const historyPath = usePagePath("transactions");
  const [from, setFrom] = useState(() => Date.now());
  const dueAt = useMemo(
    () => nextRealityCheckAt(summary.realityCheckMinutes, summary.startedAt, new Date(from))?.getTime() ?? null,
    [summary.realityCheckMinutes, summary.startedAt, from],
  );
  const due = useDue(dueAt);

  useEffect(() => {
    holdGamePause(PAUSE_HOLDER, due);
    if (due) refresh();
  }, [due, refresh]);
  useEffect(() => () => holdGamePause(PAUSE_HOLDER, false), []);
  useEffect(() => onTabMessage((message) => message.type === "realityCheck" && setFrom(message.at)), []);

  const answer = (to?: { path: string; search?: Record<string, string> }) => {
    const at = Date.now();
    setFrom(at);
    postTabMessage({ type: "realityCheck", at });
    if (to) void navigate({ to: to.path, ...(to.search ? { search: to.search } : {}) });
  };
  if (dueAt === null) return null;
  return (
    <RealityCheckDialog
      open={due}
      summary={summary}
      at={dueAt}
      onContinue={() => answer()}
      onStop={() => answer({ path: lobbyPath })}
      onHistory={() => answer({ path: historyPath, search: { view: "casino" } })}
    />
  );
}
