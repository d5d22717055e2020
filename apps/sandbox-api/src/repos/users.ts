import { randomBytes, randomInt } from "node:crypto";
import type { Database } from "better-sqlite3";
import { EMPTY_EMAIL_DOMAIN } from "@casino/api-client";
import type { UserId } from "./sessions.ts";

export interface UserRow {
  id: UserId;
  username: string;
  email: string;
  is_email_verified: 0 | 1;
  password_hash: string;
  registration_type: "full" | "short" | "one-click";
  brand: string | null;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  address: string;
  zip_code: string | null;
  city: string | null;
  country_code: string | null;
  currency_code: string;
  date_of_birth: string | null;
  phone_code: string | null;
  phone: string | null;
  gender: "Not to say" | "Male" | "Female";
  kyc_status: string;
  tags_json: string;
  deposit_count: number;
  total_deposit: number;
  total_spend: number;
  is_crypto: 0 | 1;
  loyalty_level: number;
  referral_code: string;
  referred_by: UserId | null;
  monthly_limit: number | null;
  self_exclusion_until: string | null;
  self_exclusion_permanent: 0 | 1;
  preferred_language: string;
  news_letter: 0 | 1;
  subscribe: 0 | 1;
  cpnc: string | null;
  mkt: string | null;
  affiliate_token: string | null;
  device_type: string | null;
  first_url: string | null;
  created_at: string;
  updated_at: string;
}

/** Columns a caller may set; id and the timestamps are the repo's. */
export type UserColumns = Omit<UserRow, "id" | "created_at" | "updated_at">;
export type NewUser = Pick<UserColumns, "username" | "email" | "password_hash" | "registration_type"> &
  Partial<Omit<UserColumns, "referral_code">> & { id?: UserId };

export const findUserById = (db: Database, id: UserId) =>
  db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;

/** Login name: the e-mail or, for 1-click accounts, the username (both case-insensitive). */
export const findUserByLogin = (db: Database, login: string) =>
  db
    .prepare("SELECT * FROM users WHERE email = @login OR username = @login ORDER BY email = @login DESC LIMIT 1")
    .get({ login: login.trim() }) as
    | UserRow
    | undefined;

export const findUserByEmail = (db: Database, email: string) =>
  db.prepare("SELECT * FROM users WHERE email = ?").get(email.trim()) as UserRow | undefined;

export const findUserByUsername = (db: Database, username: string) =>
  db.prepare("SELECT * FROM users WHERE username = ?").get(username.trim()) as UserRow | undefined;

export const findUserByPhone = (db: Database, phoneCode: string, phone: string) =>
  db.prepare("SELECT * FROM users WHERE phone_code = ? AND phone = ?").get(phoneCode, phone) as UserRow | undefined;

export const placeholderEmail = (username: string) => `${username.toLowerCase()}@${EMPTY_EMAIL_DOMAIN}`;

/** "player" + 6 digits, not yet taken. */
export function freeUsername(db: Database): string {
  for (;;) {
    const name = `player${randomInt(100_000, 1_000_000)}`;
    if (!findUserByUsername(db, name)) return name;
  }
}

function freeReferralCode(db: Database): string {
  for (;;) {
    const code = randomBytes(5).toString("hex").toUpperCase();
    if (!db.prepare("SELECT 1 FROM users WHERE referral_code = ?").get(code)) return code;
  }
}

export function insertUser(db: Database, user: NewUser, now: Date): UserRow {
  const row: Record<string, unknown> = {
    ...user,
    referral_code: freeReferralCode(db),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const columns = Object.keys(row).filter((key) => row[key] !== undefined);
  return db
    .prepare(
      `INSERT INTO users (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")}) RETURNING *`,
    )
    .get(Object.fromEntries(columns.map((c) => [c, row[c]]))) as UserRow;
}

const settable = new Set<string>([
  "username", "email", "is_email_verified", "password_hash", "first_name", "last_name", "nickname", "address",
  "zip_code", "city", "country_code", "currency_code", "date_of_birth", "phone_code", "phone", "gender",
  "kyc_status", "tags_json", "deposit_count", "total_deposit", "total_spend", "is_crypto", "loyalty_level",
  "referred_by", "monthly_limit", "self_exclusion_until", "self_exclusion_permanent", "preferred_language",
  "news_letter", "subscribe",
]);

/** Sets the given columns (only known ones; the names go into SQL) and updated_at. */
export function updateUser(db: Database, id: UserId, changes: Partial<UserColumns>, now: Date): void {
  const columns = Object.keys(changes).filter((key) => changes[key as keyof UserColumns] !== undefined);
  for (const column of columns) if (!settable.has(column)) throw new Error(`users.${column} cannot be updated`);
  if (columns.length === 0) return;
  db.prepare(`UPDATE users SET ${columns.map((c) => `${c} = @${c}`).join(", ")}, updated_at = @updated_at WHERE id = @id`).run({
    ...Object.fromEntries(columns.map((c) => [c, changes[c as keyof UserColumns]])),
    updated_at: now.toISOString(),
    id,
  });
}
