import type { Database } from "better-sqlite3";
import { SESSION_TTL_SECONDS, addSeconds, hashToken, newToken } from "../auth/tokens.ts";

export type UserId = number;

/** Spec §3 session termination reasons (the server's and the client's). */
export type EndReason =
  | "USER_INITIATED"
  | "USER_INACTIVITY_TIMEOUT"
  | "SESSION_EXPIRED"
  | "ACCOUNT_LOCKED"
  | "SECURITY_LOGOUT"
  | "CONCURRENT_SESSION"
  | "SYSTEM_MAINTENANCE";

export interface SessionRow {
  id: number;
  token_hash: string;
  user_id: UserId;
  created_at: string;
  expires_at: string;
  ip: string;
  location: string;
  ended_at: string | null;
  end_reason: string | null;
}

export function createSession(
  db: Database,
  { userId, now, ip = "", location = "" }: { userId: UserId; now: Date; ip?: string; location?: string },
): { token: string; session: SessionRow } {
  const token = newToken();
  const session = db
    .prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, ip, location)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
      hashToken(token),
      userId,
      now.toISOString(),
      addSeconds(now, SESSION_TTL_SECONDS).toISOString(),
      ip,
      location,
    ) as SessionRow;
  return { token, session };
}

export const findSession = (db: Database, token: string): SessionRow | undefined =>
  db.prepare("SELECT * FROM sessions WHERE token_hash = ?").get(hashToken(token)) as SessionRow | undefined;

export const isLive = (session: SessionRow, now: Date): boolean =>
  session.ended_at === null && session.expires_at > now.toISOString();

/** The user of an access token, or undefined when the token is unknown, expired or its session has ended. */
export function findSessionUser(db: Database, token: string, now: Date = new Date()): UserId | undefined {
  const session = findSession(db, token);
  return session && isLive(session, now) ? session.user_id : undefined;
}

export function endSession(db: Database, sessionId: number, reason: EndReason, now: Date): void {
  db.prepare("UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL").run(
    now.toISOString(),
    reason,
    sessionId,
  );
}

/** Ends every open session of the user, except `keepSessionId` (the one that changed the password). */
export function endUserSessions(db: Database, userId: UserId, reason: EndReason, now: Date, keepSessionId = -1): void {
  db.prepare("UPDATE sessions SET ended_at = ?, end_reason = ? WHERE user_id = ? AND ended_at IS NULL AND id <> ?").run(
    now.toISOString(),
    reason,
    userId,
    keepSessionId,
  );
}

/** The login before `beforeSessionId` (spec §3 lastLogin), or null on a first login. */
export function previousLogin(
  db: Database,
  userId: UserId,
  beforeSessionId: number,
): { created_at: string; ip: string; location: string } | null {
  const row = db
    .prepare(
      "SELECT created_at, ip, location FROM sessions WHERE user_id = ? AND id < ? ORDER BY id DESC LIMIT 1",
    )
    .get(userId, beforeSessionId) as { created_at: string; ip: string; location: string } | undefined;
  return row ?? null;
}
