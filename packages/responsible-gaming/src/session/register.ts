import { lazy } from "react";
import type { PlayerDutyDefinition } from "@casino/shell";

/**
 * The session slice's duties for logged-in players on every page (the play page included), each a lazy chunk: the
 * session watch (session time limit warning and end, reality check) and the away status.
 */
export const sessionPlayerDuties: PlayerDutyDefinition[] = [
  { key: "session-watch", component: lazy(() => import("./SessionWatch.tsx")) },
  { key: "away-status", component: lazy(() => import("./AwayStatusDuty.tsx")) },
];
