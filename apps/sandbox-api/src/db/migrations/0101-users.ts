import type { Migration } from "../migrate.ts";

// Players (spec §3 User). Money balances are not here: the wallet vertical adds its own table (03xx).
// Empty profile values are NULL (spec §5) except address, which defaults to ''.
export const migration: Migration = {
  id: "0101-users",
  sql: `
    CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      -- phone-only and 1-click players get a placeholder address on the empty-email domain
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      is_email_verified INTEGER NOT NULL DEFAULT 0 CHECK (is_email_verified IN (0, 1)),
      -- "scrypt$N$r$p$salt$hash" (base64url), a fresh random salt per user
      password_hash TEXT NOT NULL,
      registration_type TEXT NOT NULL CHECK (registration_type IN ('full', 'short', 'one-click')),
      brand TEXT,
      first_name TEXT,
      last_name TEXT,
      nickname TEXT,
      address TEXT NOT NULL DEFAULT '',
      zip_code TEXT,
      city TEXT,
      country_code TEXT,
      currency_code TEXT NOT NULL DEFAULT 'EUR',
      date_of_birth TEXT,
      phone_code TEXT,
      phone TEXT,
      gender TEXT NOT NULL DEFAULT 'Not to say' CHECK (gender IN ('Not to say', 'Male', 'Female')),
      kyc_status TEXT NOT NULL DEFAULT 'NOT_STARTED',
      tags_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags_json)),
      deposit_count INTEGER NOT NULL DEFAULT 0,
      total_deposit REAL NOT NULL DEFAULT 0,
      total_spend REAL NOT NULL DEFAULT 0,
      is_crypto INTEGER NOT NULL DEFAULT 0 CHECK (is_crypto IN (0, 1)),
      loyalty_level INTEGER NOT NULL DEFAULT 1,
      referral_code TEXT NOT NULL UNIQUE,
      referred_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
      monthly_limit REAL,
      self_exclusion_until TEXT,
      self_exclusion_permanent INTEGER NOT NULL DEFAULT 0 CHECK (self_exclusion_permanent IN (0, 1)),
      preferred_language TEXT NOT NULL DEFAULT 'en',
      news_letter INTEGER NOT NULL DEFAULT 0 CHECK (news_letter IN (0, 1)),
      subscribe INTEGER NOT NULL DEFAULT 0 CHECK (subscribe IN (0, 1)),
      cpnc TEXT,
      mkt TEXT,
      affiliate_token TEXT,
      device_type TEXT,
      first_url TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    -- SMS password reset finds the player by phone, so a phone belongs to one player.
    CREATE UNIQUE INDEX users_phone ON users (phone_code, phone) WHERE phone IS NOT NULL;
  `,
};
