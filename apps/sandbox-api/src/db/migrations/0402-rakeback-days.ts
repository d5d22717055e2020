import type { Migration } from "../migrate.ts";

// The rewards calendar (spec §4 Calendar, §3 Rakeback day): one row per player, calendar bonus and day that
// has an amount. Wagers accrue the player's VIP rakeback percent into today's row, cashback with
// ADD_TO_CALENDAR lands there too. A day is paid once: paid_at and the ledger entry are set together.
// amount is minor units of currency (see 0301); claim_date is the player's local date (YYYY-MM-DD).
export const migration: Migration = {
  id: "0402-rakeback-days",
  sql: `
    CREATE TABLE rakeback_days (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bonus_id INTEGER NOT NULL REFERENCES bonuses (id),
      claim_date TEXT NOT NULL,
      currency TEXT NOT NULL,
      amount INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
      paid_at TEXT,
      ledger_entry_id INTEGER,
      PRIMARY KEY (user_id, bonus_id, claim_date)
    ) WITHOUT ROWID;
  `,
};
