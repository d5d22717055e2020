import type { Migration } from "../migrate.ts";

// VIP club, tournaments and races, promotions and coupons.
//
// vip_points: loyalty points (one per 10 units wagered); users.loyalty_level is raised when they reach a
// level's threshold and never lowered. Tournament scores: a race sums the amounts wagered, a tournament keeps
// the best win multiplier; entries without a user are the sandbox's seeded rivals. texts_json maps a locale
// to its texts ('en' always there). Coupon amounts are major units credited as bonus (non-cash) money.
export const migration: Migration = {
  id: "0403-rewards-catalog",
  sql: `
    CREATE TABLE vip_levels (
      level INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      points_required INTEGER NOT NULL,
      rakeback_percent REAL NOT NULL,
      cashback_percent REAL NOT NULL,
      perks_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(perks_json))
    );

    CREATE TABLE vip_points (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      points INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL
    );

    CREATE TABLE tournaments (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('tournament', 'race')),
      texts_json TEXT NOT NULL CHECK (json_valid(texts_json)),
      starts_at TEXT NOT NULL,
      ends_at TEXT NOT NULL,
      prize_pool REAL NOT NULL,
      currency TEXT NOT NULL,
      prizes_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(prizes_json)),
      games_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(games_json)),
      min_bet REAL NOT NULL DEFAULT 0
    );

    CREATE TABLE tournament_entries (
      id INTEGER PRIMARY KEY,
      tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
      display_name TEXT NOT NULL,
      score REAL NOT NULL DEFAULT 0,
      joined_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX tournament_entries_player ON tournament_entries (tournament_id, user_id) WHERE user_id IS NOT NULL;
    CREATE INDEX tournament_entries_score ON tournament_entries (tournament_id, score DESC, updated_at);

    CREATE TABLE promotions (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      bonus_id INTEGER REFERENCES bonuses (id),
      texts_json TEXT NOT NULL CHECK (json_valid(texts_json)),
      starts_at TEXT,
      ends_at TEXT,
      sort_order INTEGER NOT NULL DEFAULT 0,
      hue INTEGER NOT NULL DEFAULT 200
    );

    CREATE TABLE coupons (
      id INTEGER PRIMARY KEY,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE,
      amount REAL NOT NULL CHECK (amount > 0),
      max_redemptions INTEGER,
      starts_at TEXT,
      ends_at TEXT
    );

    CREATE TABLE coupon_redemptions (
      coupon_id INTEGER NOT NULL REFERENCES coupons (id),
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      currency TEXT NOT NULL,
      amount INTEGER NOT NULL,
      ledger_entry_id INTEGER,
      redeemed_at TEXT NOT NULL,
      PRIMARY KEY (coupon_id, user_id)
    ) WITHOUT ROWID;
  `,
};
