import type { Migration } from "../migrate.ts";

// The demo slot's per-session state. rounds numbers the spins so each outcome is seeded by (session, round):
// replaying a session gives the same reels. demo_balance is the play money of a demo session (minor units of
// currency); real sessions play from the ledger and leave it NULL.
export const migration: Migration = {
  id: "0303-slot-sessions",
  sql: `
    CREATE TABLE slot_sessions (
      session_id TEXT PRIMARY KEY REFERENCES game_sessions (id) ON DELETE CASCADE,
      rounds INTEGER NOT NULL DEFAULT 0,
      currency TEXT NOT NULL REFERENCES currencies (code),
      demo_balance INTEGER CHECK (demo_balance IS NULL OR demo_balance >= 0)
    ) WITHOUT ROWID;
  `,
};
