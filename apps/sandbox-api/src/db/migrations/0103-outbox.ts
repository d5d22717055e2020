import type { Migration } from "../migrate.ts";

// E-mails and SMS the sandbox "sends": printed and kept here, read back through GET /sandbox/outbox.
export const migration: Migration = {
  id: "0103-outbox",
  sql: `
    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY,
      channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
      recipient TEXT NOT NULL COLLATE NOCASE,
      kind TEXT NOT NULL,
      subject TEXT,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX outbox_recipient ON outbox (recipient, id);
  `,
};
