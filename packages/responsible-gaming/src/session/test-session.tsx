import { useGamePaused, useSessionStore, type PlayerDutyDefinition } from "@casino/shell";
import { fakeApi, message, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import type { AwayStatus, SessionSummary } from "@casino/api-client";
import { sessionPlayerDuties } from "./register.ts";

export const MINUTE = 60_000;

/** A session summary as GET /api/user/limits/session answers it, started `playedMinutes` ago. */
export function sessionSummary(playedMinutes: number, overrides: Partial<SessionSummary> = {}): SessionSummary {
  const startedAt = new Date(Date.now() - playedMinutes * MINUTE).toISOString();
  return {
    startedAt,
    endsAt: null,
    limitMinutes: null,
    realityCheckMinutes: 0,
    nextRealityCheckAt: null,
    currency: "EUR",
    bet: 0,
    won: 0,
    net: 0,
    rounds: 0,
    ...overrides,
  };
}

/** What the game would be told: a duty beside the session's that shows whether the pause is held. */
const PauseProbe: PlayerDutyDefinition = {
  key: "pause-probe",
  component: function PauseProbe() {
    return <output data-testid="game-pause">{useGamePaused() ? "paused" : "playing"}</output>;
  },
};

/** The whole shell at `path` for a logged-in player, with the session slice's duties, over a fake sandbox. */
export function openAsPlayer(path: string, summary: () => SessionSummary, routes: Record<string, FakeRoute> = {}) {
  let away: AwayStatus = { away: false, mode: null, since: null, state: "present", removalAt: null };
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })),
    "GET /api/user/limits/session": () => ok(summary()),
    "GET /api/user/away-status": () => ok(away),
    "PUT /api/user/away-status": ({ body }) => {
      const told = body as { away: boolean; mode?: "manual" | "automatic" };
      away = { away: told.away, mode: told.mode ?? null, since: told.away ? new Date().toISOString() : null, state: told.away ? "away" : "present", removalAt: null };
      return ok(away);
    },
    "POST /api/user/log-event": () => message("Event logged"),
    ...routes,
  });
  const view = renderShellApp(path, { fetch: api.fetch, playerDuties: [...sessionPlayerDuties, PauseProbe] });
  const calls = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);
  return { ...api, ...view, calls };
}
