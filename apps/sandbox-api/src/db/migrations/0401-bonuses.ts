import type { Migration } from "../migrate.ts";

// Bonuses on offer (spec §3 bonus list) and the players' bonuses.
//
// A bonus's amounts (min deposit, caps, fixed amount) are major units and read in the player's currency;
// its lists (games, weekdays, countries, currencies) are JSON arrays, empty meaning "no restriction".
// Texts per locale live in bonus_texts ('en' is always there).
//
// user_bonuses money columns are minor units of user_bonuses.currency (see 0301). A player has at most one
// active bonus (being wagered) and at most one pending one (a deposit bonus waiting for its deposit).
export const migration: Migration = {
  id: "0401-bonuses",
  sql: `
    CREATE TABLE bonuses (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL CHECK (type IN ('no_deposit', 'freespins', 'instant_cashback', 'deposit')),
      wagering_type TEXT NOT NULL DEFAULT 'REAL_TO_FUN' CHECK (wagering_type IN ('REAL_TO_FUN', 'REAL_MONEY_ONLY')),
      wagering_multiplier REAL NOT NULL DEFAULT 0 CHECK (wagering_multiplier >= 0),
      deposit_bonus_percent REAL,
      max_bonus_threshold REAL,
      bonus_amount REAL,
      max_win REAL,
      min_balance REAL,
      min_deposit REAL,
      cashback_percent REAL,
      cashback_to_calendar INTEGER NOT NULL DEFAULT 0 CHECK (cashback_to_calendar IN (0, 1)),
      free_spins_quantity INTEGER,
      games_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(games_json)),
      deposit_number INTEGER,
      valid_on_days_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(valid_on_days_json)),
      starts_at TEXT,
      ends_at TEXT,
      valid_days INTEGER NOT NULL DEFAULT 7,
      countries_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(countries_json)),
      currencies_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(currencies_json)),
      campaign_code TEXT,
      registration_window_hours INTEGER,
      deposit_within_days INTEGER,
      max_participants INTEGER,
      -- hours before a player may take it again; NULL = once per player
      retry_period_hours INTEGER,
      cancelled INTEGER NOT NULL DEFAULT 0 CHECK (cancelled IN (0, 1)),
      sort_order INTEGER NOT NULL DEFAULT 0,
      banner_hue INTEGER NOT NULL DEFAULT 200,
      created_at TEXT NOT NULL
    );

    CREATE TABLE bonus_texts (
      bonus_id INTEGER NOT NULL REFERENCES bonuses (id) ON DELETE CASCADE,
      locale TEXT NOT NULL,
      name TEXT NOT NULL,
      banner_title TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      terms_html TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (bonus_id, locale)
    ) WITHOUT ROWID;

    CREATE TABLE user_bonuses (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bonus_id INTEGER NOT NULL REFERENCES bonuses (id),
      status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'completed', 'cancelled', 'expired', 'calendar')),
      currency TEXT NOT NULL,
      deposit_amount INTEGER,
      bonus_amount INTEGER NOT NULL DEFAULT 0,
      wager_required INTEGER NOT NULL DEFAULT 0,
      wagered INTEGER NOT NULL DEFAULT 0,
      free_spins_left INTEGER,
      converted_amount INTEGER NOT NULL DEFAULT 0,
      started_at TEXT NOT NULL,
      expires_at TEXT,
      finished_at TEXT
    );
    CREATE UNIQUE INDEX user_bonuses_one_active ON user_bonuses (user_id) WHERE status = 'active';
    CREATE UNIQUE INDEX user_bonuses_one_pending ON user_bonuses (user_id) WHERE status = 'pending';
    CREATE INDEX user_bonuses_user ON user_bonuses (user_id, started_at);
    CREATE INDEX user_bonuses_bonus ON user_bonuses (bonus_id, user_id);
  `,
};
