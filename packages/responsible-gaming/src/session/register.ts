import { lazy } from "react";
import type { PlayerDutyDefinition } from "@casino/shell";

/**
 * The session slice's duty for logged-in players on every page (the play page included), one lazy chunk: the session
 * watch (session time limit warning and end, reality check) and the away status. One chunk, not two: every lazy
 * import costs the first download its dependency list.
 */
export const sessionPlayerDuties: PlayerDutyDefinition[] = [{ key: "session", component: lazy(() => import("./SessionDuty.tsx")) }];
