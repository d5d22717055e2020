import type { Database } from "better-sqlite3";

export type UserId = number;

/** The user of an access token, or undefined when the token is unknown or its session has ended. */
export function findSessionUser(db: Database, token: string): UserId | undefined {
  return db
    .prepare("SELECT user_id FROM sessions WHERE token = ? AND ended_at IS NULL")
    .pluck()
    .get(token) as UserId | undefined;
}
