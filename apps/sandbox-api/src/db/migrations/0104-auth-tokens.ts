import type { Migration } from "../migrate.ts";

// One-time secrets sent by e-mail or SMS: e-mail verification links and password reset links/codes.
// Stored as sha256 hashes; an SMS code is hashed with its user id, so equal codes of two players differ.
export const migration: Migration = {
  id: "0104-auth-tokens",
  sql: `
    CREATE TABLE auth_tokens (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
      channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
      token_hash TEXT NOT NULL,
      sent_to TEXT NOT NULL,
      redirect_base TEXT NOT NULL DEFAULT '',
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    );
    CREATE INDEX auth_tokens_hash ON auth_tokens (token_hash);
    CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose);
  `,
};
