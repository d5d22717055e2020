import type { Migration } from "../migrate.ts";

// Live chat with support (a canned sandbox bot answers) and the player's chat settings.
export const migration: Migration = {
  id: "0505-chat",
  sql: `
    CREATE TABLE chat_messages (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      author TEXT NOT NULL CHECK (author IN ('player', 'support')),
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX chat_messages_user ON chat_messages (user_id, id);

    CREATE TABLE chat_settings (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      sound INTEGER NOT NULL CHECK (sound IN (0, 1)),
      notifications INTEGER NOT NULL CHECK (notifications IN (0, 1)),
      updated_at TEXT NOT NULL
    );
  `,
};
