import type { Hono } from "hono";
import type { Database } from "better-sqlite3";
import { DEMO_PASSWORD } from "../db/seeds/demo-players.ts";
import { SESSION_TTL_SECONDS, addSeconds, hashToken } from "../auth/tokens.ts";
import { findUserById, insertUser } from "../repos/users.ts";

/** A bare player with this id (password "Demo1234!"'s hash is not needed: tests log in demo players). */
export function ensureTestUser(db: Database, id: number): void {
  if (findUserById(db, id)) return;
  insertUser(
    db,
    { id, username: `user${id}`, email: `user${id}@test.casino`, password_hash: "none", registration_type: "short" },
    new Date(),
  );
}

/** Stores a session for a token chosen by the test (the sessions table keeps only its hash). */
export function insertTestSession(db: Database, token: string, userId: number, { ended = false, now = new Date() } = {}): void {
  ensureTestUser(db, userId);
  db.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at, ended_at) VALUES (?, ?, ?, ?, ?)").run(
    hashToken(token),
    userId,
    now.toISOString(),
    addSeconds(now, SESSION_TTL_SECONDS).toISOString(),
    ended ? now.toISOString() : null,
  );
}

export const jsonRequest = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs a player in through the API and returns the access token. */
export async function loginToken(app: Hono, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.request("/api/user/login", jsonRequest("POST", { email, password }));
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}
