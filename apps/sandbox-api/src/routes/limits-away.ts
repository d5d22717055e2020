import { AwayStatusPayloadSchema, type AwayStatus } from "@casino/api-client";
import { AWAY_REMOVAL_MS, awayState } from "@casino/domain";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { readBody } from "../http/validate.ts";
import { readPlayerSettings, writePlayerSettings, type PlayerSettingsRow } from "../repos/limits.ts";

/**
 * Spec §4 away status, as the client reports it (issue 27 point 6). `removed` (30 minutes away) is what a multiplayer
 * table acts on (skip the turn, fold the hands); the sandbox has no multiplayer table, so it only reports the state.
 */
function awayView(settings: PlayerSettingsRow, now: Date): AwayStatus {
  const since = settings.away_since;
  if (since === null) return { away: false, mode: null, since: null, state: "present", removalAt: null };
  return {
    away: true,
    mode: settings.away_mode ?? "manual",
    since,
    state: awayState({ awaySince: since, lastActivityAt: now, now }),
    removalAt: new Date(new Date(since).getTime() + AWAY_REMOVAL_MS).toISOString(),
  };
}

export function registerLimitsAwayRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.get("/api/user/away-status", (c) => {
    const { userId } = requireUser(c);
    return c.json({ success: true, data: awayView(readPlayerSettings(db, userId), clock()) });
  });

  app.put("/api/user/away-status", async (c) => {
    const { userId } = requireUser(c);
    const body = await readBody(c, AwayStatusPayloadSchema);
    const now = clock();
    const current = readPlayerSettings(db, userId);
    // Still away: the first time stays, so telling it again does not postpone the 30-minute removal.
    const changes: Partial<PlayerSettingsRow> = body.away
      ? { away_since: current.away_since ?? now.toISOString(), away_mode: current.away_since === null ? body.mode : current.away_mode }
      : { away_since: null, away_mode: null };
    writePlayerSettings(db, userId, changes, now);
    return c.json({ success: true, data: awayView(readPlayerSettings(db, userId), now) });
  });
}
