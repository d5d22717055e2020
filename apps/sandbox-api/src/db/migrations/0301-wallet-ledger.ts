import type { Migration } from "../migrate.ts";

// The money of a player: one wallet per (player, currency) and an append-only ledger. Every balance change is
// one ledger row written in the same transaction as the wallet update (repos/ledger.ts), so
// sum(cash_delta) == wallets.cash and sum(non_cash_delta) == wallets.non_cash at all times.
//
// Amounts are integers in the currency's minor units (10^currencies.decimals: cents for fiat, 1e-8 for crypto).
// cash is withdrawable money; non_cash is bonus money (withdrawable only after the rewards vertical converts it).
// kind is checked by the TypeScript union LEDGER_KINDS rather than a CHECK, so a vertical can add a kind
// without rebuilding the table.
export const migration: Migration = {
  id: "0301-wallet-ledger",
  sql: `
    CREATE TABLE wallets (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      currency TEXT NOT NULL REFERENCES currencies (code),
      cash INTEGER NOT NULL DEFAULT 0 CHECK (cash >= 0),
      non_cash INTEGER NOT NULL DEFAULT 0 CHECK (non_cash >= 0),
      updated_at TEXT NOT NULL,
      PRIMARY KEY (user_id, currency)
    ) WITHOUT ROWID;

    CREATE TABLE ledger_entries (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      currency TEXT NOT NULL REFERENCES currencies (code),
      kind TEXT NOT NULL,
      cash_delta INTEGER NOT NULL,
      non_cash_delta INTEGER NOT NULL,
      balance_after_cash INTEGER NOT NULL CHECK (balance_after_cash >= 0),
      balance_after_non_cash INTEGER NOT NULL CHECK (balance_after_non_cash >= 0),
      -- what caused it: "payment:<id>", "round:<id>", "bonus:<id>", ...
      reference TEXT,
      idempotency_key TEXT,
      created_at TEXT NOT NULL,
      CHECK (cash_delta <> 0 OR non_cash_delta <> 0)
    );
    CREATE INDEX ledger_entries_user ON ledger_entries (user_id, created_at, id);
    CREATE INDEX ledger_entries_reference ON ledger_entries (reference);
    -- A repeated movement with the same key is answered from the first row instead of moving money twice.
    CREATE UNIQUE INDEX ledger_entries_idempotency ON ledger_entries (user_id, idempotency_key)
      WHERE idempotency_key IS NOT NULL;
  `,
};
