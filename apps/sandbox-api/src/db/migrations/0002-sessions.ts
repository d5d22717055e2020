import type { Migration } from "../migrate.ts";

// user_id gets its foreign key when the users table arrives (rebuild this table in that migration).
export const migration: Migration = {
  id: "0002-sessions",
  sql: `
    CREATE TABLE sessions (
      token TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      ended_at TEXT,
      end_reason TEXT
    );
    CREATE INDEX sessions_user_id ON sessions (user_id);
  `,
};
