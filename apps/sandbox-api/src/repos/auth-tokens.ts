import type { Database } from "better-sqlite3";
import { addSeconds, hashToken } from "../auth/tokens.ts";
import type { UserId } from "./sessions.ts";

export type TokenPurpose = "verify-email" | "reset-password";

export interface AuthTokenRow {
  id: number;
  user_id: UserId;
  purpose: TokenPurpose;
  channel: "email" | "sms";
  token_hash: string;
  sent_to: string;
  redirect_base: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Wrong SMS codes allowed before the code stops working (a 6-digit code must not be guessable). */
export const MAX_CODE_ATTEMPTS = 5;

/** An SMS code is only unique together with its player. */
export const smsCodeHash = (userId: UserId, code: string) => hashToken(`${userId}:${code}`);

/** Stores a new secret and voids the player's earlier unused ones of the same purpose (a resend replaces). */
export function issueAuthToken(
  db: Database,
  t: { userId: UserId; purpose: TokenPurpose; channel: "email" | "sms"; tokenHash: string; sentTo: string; redirectBase?: string; ttlSeconds: number; now: Date },
): void {
  const now = t.now.toISOString();
  db.prepare("UPDATE auth_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL").run(now, t.userId, t.purpose);
  db.prepare(
    `INSERT INTO auth_tokens (user_id, purpose, channel, token_hash, sent_to, redirect_base, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(t.userId, t.purpose, t.channel, t.tokenHash, t.sentTo, t.redirectBase ?? "", now, addSeconds(t.now, t.ttlSeconds).toISOString());
}

/** The newest token with this hash and purpose, used or not (the caller tells "expired" from "invalid"). */
export const findAuthToken = (db: Database, purpose: TokenPurpose, tokenHash: string) =>
  db
    .prepare("SELECT * FROM auth_tokens WHERE purpose = ? AND token_hash = ? ORDER BY id DESC LIMIT 1")
    .get(purpose, tokenHash) as AuthTokenRow | undefined;

/** The player's newest unused token of a purpose (SMS codes are checked against it). */
export const findOpenAuthToken = (db: Database, userId: UserId, purpose: TokenPurpose) =>
  db
    .prepare("SELECT * FROM auth_tokens WHERE user_id = ? AND purpose = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1")
    .get(userId, purpose) as AuthTokenRow | undefined;

export const markAuthTokenUsed = (db: Database, id: number, now: Date) =>
  void db.prepare("UPDATE auth_tokens SET used_at = ? WHERE id = ?").run(now.toISOString(), id);

export const countFailedAttempt = (db: Database, id: number) =>
  void db.prepare("UPDATE auth_tokens SET attempts = attempts + 1 WHERE id = ?").run(id);
