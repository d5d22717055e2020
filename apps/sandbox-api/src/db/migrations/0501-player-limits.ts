import type { Migration } from "../migrate.ts";

// Responsible-gaming limits (spec §3 Limits). One row per limit slot a player has ever set:
//   kind 'deposit' | 'loss' | 'bet' with period 0 daily, 1 weekly, 2 monthly; kind 'maxBet' (per bet) with period NULL.
// amount NULL means "no limit": a removed limit keeps its row so changed_at still drives the once-per-hour lock.
// The wallet reads deposit limits with:
//   SELECT period, amount FROM player_limits WHERE user_id = ? AND kind = 'deposit' AND amount IS NOT NULL
// player_settings holds the per-player responsible-gaming options that are not amounts per period.
export const migration: Migration = {
  id: "0501-player-limits",
  sql: `
    CREATE TABLE player_limits (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'bet', 'maxBet')),
      period INTEGER CHECK (period IN (0, 1, 2)),
      amount REAL CHECK (amount IS NULL OR amount > 0),
      changed_at TEXT NOT NULL,
      CHECK ((kind = 'maxBet') = (period IS NULL))
    );
    CREATE UNIQUE INDEX player_limits_slot ON player_limits (user_id, kind, ifnull(period, -1));

    CREATE TABLE player_settings (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      -- session time limit as the player chose it (value + unit) and in minutes (10 .. 43200)
      session_limit_value INTEGER,
      session_limit_unit TEXT CHECK (session_limit_unit IN ('minutes', 'hours', 'days')),
      session_limit_minutes INTEGER CHECK (session_limit_minutes BETWEEN 10 AND 43200),
      -- account freeze end (ISO); login is refused before it
      frozen_until TEXT,
      ghost_mode INTEGER NOT NULL DEFAULT 0 CHECK (ghost_mode IN (0, 1)),
      -- away status set by hand: when it was set, NULL when present
      away_since TEXT,
      updated_at TEXT NOT NULL
    );
  `,
};
