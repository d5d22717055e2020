import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";

// Row-level SQL of the wallets and ledger_entries tables (migration 0301). Only repos/ledger.ts writes
// through these, inside its transaction; everyone else reads.

/** A wallet in minor units. */
export interface WalletState {
  userId: UserId;
  currency: string;
  cash: number;
  nonCash: number;
}

export interface LedgerEntry {
  id: number;
  userId: UserId;
  currency: string;
  kind: string;
  cashDelta: number;
  nonCashDelta: number;
  balanceAfterCash: number;
  balanceAfterNonCash: number;
  reference: string | null;
  idempotencyKey: string | null;
  createdAt: string;
}

export const ENTRY_COLUMNS = `id, user_id AS userId, currency, kind, cash_delta AS cashDelta, non_cash_delta AS nonCashDelta,
  balance_after_cash AS balanceAfterCash, balance_after_non_cash AS balanceAfterNonCash, reference,
  idempotency_key AS idempotencyKey, created_at AS createdAt`;

/** The wallet, zero when the player never had money in that currency. */
export function readWalletState(db: Database, userId: UserId, currency: string): WalletState {
  const row = db.prepare("SELECT cash, non_cash AS nonCash FROM wallets WHERE user_id = ? AND currency = ?").get(userId, currency) as
    | { cash: number; nonCash: number }
    | undefined;
  return { userId, currency, cash: row?.cash ?? 0, nonCash: row?.nonCash ?? 0 };
}

export function writeWalletState(db: Database, wallet: WalletState, now: Date): void {
  db.prepare(
    `INSERT INTO wallets (user_id, currency, cash, non_cash, updated_at) VALUES (@userId, @currency, @cash, @nonCash, @now)
     ON CONFLICT (user_id, currency) DO UPDATE SET cash = excluded.cash, non_cash = excluded.non_cash, updated_at = excluded.updated_at`,
  ).run({ ...wallet, now: now.toISOString() });
}

export function insertEntry(db: Database, entry: Omit<LedgerEntry, "id">): LedgerEntry {
  return db
    .prepare(
      `INSERT INTO ledger_entries (user_id, currency, kind, cash_delta, non_cash_delta, balance_after_cash, balance_after_non_cash,
         reference, idempotency_key, created_at)
       VALUES (@userId, @currency, @kind, @cashDelta, @nonCashDelta, @balanceAfterCash, @balanceAfterNonCash, @reference,
         @idempotencyKey, @createdAt)
       RETURNING ${ENTRY_COLUMNS}`,
    )
    .get(entry) as LedgerEntry;
}

export const findEntryByKey = (db: Database, userId: UserId, key: string) =>
  db.prepare(`SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE user_id = ? AND idempotency_key = ?`).get(userId, key) as
    | LedgerEntry
    | undefined;

export const findEntryById = (db: Database, id: number) =>
  db.prepare(`SELECT ${ENTRY_COLUMNS} FROM ledger_entries WHERE id = ?`).get(id) as LedgerEntry | undefined;

/** Sum of a player's entries of some kinds in a currency, as positive minor units of cash + non-cash. */
export function sumEntries(db: Database, userId: UserId, currency: string, kinds: readonly string[]): number {
  const marks = kinds.map(() => "?").join(", ");
  const total = db
    .prepare(`SELECT total(cash_delta + non_cash_delta) FROM ledger_entries WHERE user_id = ? AND currency = ? AND kind IN (${marks})`)
    .pluck()
    .get(userId, currency, ...kinds) as number;
  return Math.abs(total);
}
