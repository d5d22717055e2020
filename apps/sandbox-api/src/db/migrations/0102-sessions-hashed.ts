import type { Migration } from "../migrate.ts";

// Rebuilds 0002's sessions: tokens are stored as sha256 hashes only, expire after 30 days (the auth
// cookie's life), belong to a real user, and remember where the login came from (spec §3 lastLogin).
// Old rows held raw tokens and fake user ids; nobody can present a hash, so they are dropped.
export const migration: Migration = {
  id: "0102-sessions-hashed",
  sql: `
    DROP TABLE sessions;
    CREATE TABLE sessions (
      id INTEGER PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      ip TEXT NOT NULL DEFAULT '',
      location TEXT NOT NULL DEFAULT '',
      ended_at TEXT,
      end_reason TEXT
    );
    CREATE INDEX sessions_user_id ON sessions (user_id, created_at);
  `,
};
