import type { Migration } from "../migrate.ts";

// Issue 27: responsible-gaming rules the sandbox enforces.
// player_limits.pending_*: a raise or removal waits 24 hours (lowering applies at once). pending_at is when it takes
//   effect (NULL: nothing pending); pending_amount NULL with pending_at set is a pending removal.
// player_settings.session_limit_set_at: when the session time limit was set; a session counts from its login or
//   from this time, whichever is later (a limit set mid-session does not end the session at once).
// player_settings.time_zone: the player's IANA zone; day, week (from Monday) and month limits reset on its wall clock.
// player_settings.reality_check_minutes: the reality-check interval (0 = off).
// player_settings.away_mode: how the away status was set ('manual' or 'automatic'; NULL when present).
// player_settings.exclusion_kind: what the running block on play is: a 'timeout' (hours to a month) or a
//   'selfExclusion' (months or permanent); the end itself stays in users.self_exclusion_until / _permanent.
export const migration: Migration = {
  id: "0602-responsible-gaming",
  sql: `
    ALTER TABLE player_limits ADD COLUMN pending_amount REAL CHECK (pending_amount IS NULL OR pending_amount > 0);
    ALTER TABLE player_limits ADD COLUMN pending_at TEXT;
    ALTER TABLE player_settings ADD COLUMN session_limit_set_at TEXT;
    ALTER TABLE player_settings ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
    ALTER TABLE player_settings ADD COLUMN reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60));
    ALTER TABLE player_settings ADD COLUMN away_mode TEXT CHECK (away_mode IN ('manual', 'automatic'));
    ALTER TABLE player_settings ADD COLUMN exclusion_kind TEXT CHECK (exclusion_kind IN ('timeout', 'selfExclusion'));
  `,
};
