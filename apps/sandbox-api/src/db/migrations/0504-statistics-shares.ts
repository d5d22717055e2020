import type { Migration } from "../migrate.ts";

// Public share links of a player's statistics: whoever holds the token sees the numbers and the nickname only.
export const migration: Migration = {
  id: "0504-statistics-shares",
  sql: `
    CREATE TABLE statistics_shares (
      token TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL
    ) WITHOUT ROWID;
  `,
};
