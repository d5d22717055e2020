import { isSessionLimitReached, sessionLimitEndsAt } from "@casino/domain";
import type { Database } from "better-sqlite3";
import type { AppDeps } from "../context.ts";
import { readPlayerSettings } from "./limits.ts";
import { endUserSessions, type UserId } from "./sessions.ts";

export interface SessionWindow {
  /** The oldest login still open, or when the limit was set if that is later. */
  startedAt: string;
  limitMinutes: number | null;
  /** When the session time limit ends the session; null without a limit. */
  endsAt: string | null;
}

/** The player's current session and its time limit; null when no login of the player is open. */
export function sessionWindow(db: Database, userId: UserId, now: Date): SessionWindow | null {
  const login = db
    .prepare("SELECT min(created_at) FROM sessions WHERE user_id = ? AND ended_at IS NULL AND expires_at > ?")
    .pluck()
    .get(userId, now.toISOString()) as string | null;
  if (login === null) return null;
  const settings = readPlayerSettings(db, userId);
  const setAt = settings.session_limit_set_at;
  const startedAt = setAt !== null && settings.session_limit_minutes !== null && setAt > login ? setAt : login;
  const limitMinutes = settings.session_limit_minutes;
  return { startedAt, limitMinutes, endsAt: sessionLimitEndsAt(limitMinutes, startedAt)?.toISOString() ?? null };
}

/**
 * Issue 27 point 2: once the session time limit is reached the session ends for real. Every login of the player
 * ends (SESSION_EXPIRED: the token answers 403), so do the open game sessions (a later spin answers
 * GAME_SESSION_ENDED), and the player's sockets hear `responsibleGamingBlock` (kind sessionLimit) so open games close
 * at once. True when this call ended the session. A new login starts a new session with the whole limit.
 */
export function enforceSessionLimit({ db, events }: Pick<AppDeps, "db" | "events">, userId: UserId, now: Date): boolean {
  const window = sessionWindow(db, userId, now);
  if (!window || !isSessionLimitReached(window.limitMinutes, window.startedAt, now)) return false;
  db.transaction(() => {
    endUserSessions(db, userId, "SESSION_EXPIRED", now);
    db.prepare("UPDATE game_sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL").run(now.toISOString(), userId);
  })();
  events.emitToUser(userId, "responsibleGamingBlock", {
    kind: "sessionLimit",
    until: null,
    reason: "SESSION_EXPIRED",
    message: `Your session time limit of ${window.limitMinutes} minutes was reached: the session has ended`,
  });
  return true;
}

/** The sandbox server's sweep (main.ts, every 15 s): ends the sessions whose limit ran out while nobody called. */
export function sweepSessionLimits(deps: Pick<AppDeps, "db" | "events" | "clock">): number {
  const now = deps.clock();
  const users = deps.db
    .prepare(
      `SELECT DISTINCT s.user_id FROM sessions s JOIN player_settings p ON p.user_id = s.user_id
       WHERE p.session_limit_minutes IS NOT NULL AND s.ended_at IS NULL AND s.expires_at > ?`,
    )
    .pluck()
    .all(now.toISOString()) as UserId[];
  return users.filter((userId) => enforceSessionLimit(deps, userId, now)).length;
}
