import type { UserWallet } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import type { AppDeps } from "../context.ts";
import { ApiError } from "../http/errors.ts";
import type { UserId } from "./sessions.ts";
import { accountCurrency, decimalsOf, toMajor } from "./wallet-money.ts";
import { findEntryByKey, insertEntry, readWalletState, writeWalletState, type LedgerEntry, type WalletState } from "./wallet-store.ts";

export type { LedgerEntry, WalletState } from "./wallet-store.ts";

/** What caused a movement. Add a kind here when a vertical needs one (the column has no CHECK). */
export const LEDGER_KINDS = [
  "deposit", "withdrawal", "refund", "bet", "win", "bonus", "bonus_conversion", "bonus_forfeit", "rakeback", "cashback",
  "referral", "adjustment",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One movement; amounts in minor units (see wallet-money.ts). */
export interface Movement {
  userId: UserId;
  kind: LedgerKind;
  /** Withdrawable money; >= 0 for credit/debit, signed for post. */
  cash?: number;
  /** Bonus money; >= 0 for credit/debit, signed for post. */
  nonCash?: number;
  /** Defaults to the player's account currency. */
  currency?: string;
  /** What caused it, e.g. "payment:<id>", "round:<id>", "bonus:<id>". */
  reference?: string;
  /** Unique per player: a repeat answers the first entry with replayed = true and moves nothing. */
  idempotencyKey?: string;
}

export interface PostResult {
  entry: LedgerEntry;
  /** The wallet after the movement (for a replay: now). */
  wallet: WalletState;
  replayed: boolean;
}

export interface LedgerTx {
  credit(movement: Movement): PostResult;
  debit(movement: Movement): PostResult;
  /** Signed deltas in one entry, e.g. a bonus conversion (cash +x, nonCash -x). */
  post(movement: Movement): PostResult;
  wallet(userId: UserId, currency?: string): WalletState;
}

export type LedgerDeps = Pick<AppDeps, "db" | "clock" | "events">;

/** 409 INSUFFICIENT_FUNDS: the movement would take a balance below zero; nothing was written. */
export class InsufficientFundsError extends ApiError {
  constructor() {
    super(409, "INSUFFICIENT_FUNDS", "Insufficient funds");
  }
}

/** A player's wallet as the client shows it (spec §3 userWallet), in major units. */
export function toUserWallet(db: Database, wallet: WalletState): UserWallet {
  const decimals = decimalsOf(db, wallet.currency);
  return {
    amount: toMajor(wallet.cash, decimals),
    nonCashAmount: toMajor(wallet.nonCash, decimals),
    totalAmount: toMajor(wallet.cash + wallet.nonCash, decimals),
  };
}

/** The wallet in minor units; the account currency's unless one is named. */
export const readBalance = (db: Database, userId: UserId, currency = accountCurrency(db, userId)): WalletState =>
  readWalletState(db, userId, currency);

function checkAmounts(cash: number, nonCash: number, signed: boolean): void {
  for (const value of [cash, nonCash]) {
    if (!Number.isSafeInteger(value) || (!signed && value < 0)) throw new Error(`ledger: bad amount ${value} (minor units)`);
  }
  if (cash === 0 && nonCash === 0) throw new Error("ledger: a movement needs a non-zero amount");
}

function sameMovement(entry: LedgerEntry, m: Movement, currency: string, cash: number, nonCash: number): boolean {
  return entry.kind === m.kind && entry.currency === currency && entry.cashDelta === cash && entry.nonCashDelta === nonCash;
}

type Emit = () => void;

function apply(deps: LedgerDeps, m: Movement, sign: 1 | -1 | 0, emits: Emit[]): PostResult {
  const { db, events } = deps;
  const currency = m.currency ?? accountCurrency(db, m.userId);
  const cash = sign === 0 ? (m.cash ?? 0) : sign * (m.cash ?? 0);
  const nonCash = sign === 0 ? (m.nonCash ?? 0) : sign * (m.nonCash ?? 0);
  checkAmounts(sign === 0 ? cash : m.cash ?? 0, sign === 0 ? nonCash : m.nonCash ?? 0, sign === 0);

  if (m.idempotencyKey !== undefined) {
    const first = findEntryByKey(db, m.userId, m.idempotencyKey);
    if (first) {
      if (!sameMovement(first, m, currency, cash, nonCash)) {
        throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another movement");
      }
      return { entry: first, wallet: readWalletState(db, m.userId, currency), replayed: true };
    }
  }

  const before = readWalletState(db, m.userId, currency);
  const after: WalletState = { ...before, cash: before.cash + cash, nonCash: before.nonCash + nonCash };
  if (after.cash < 0 || after.nonCash < 0) throw new InsufficientFundsError();
  const now = deps.clock();
  writeWalletState(db, after, now);
  const entry = insertEntry(db, {
    userId: m.userId, currency, kind: m.kind, cashDelta: cash, nonCashDelta: nonCash,
    balanceAfterCash: after.cash, balanceAfterNonCash: after.nonCash,
    reference: m.reference ?? null, idempotencyKey: m.idempotencyKey ?? null, createdAt: now.toISOString(),
  });

  const total = cash + nonCash;
  if (total !== 0) {
    const payload = { amount: toMajor(total, decimalsOf(db, currency)), userWallet: toUserWallet(db, after) };
    emits.push(() => events.emitToUser(m.userId, total < 0 ? "debit" : "credit", payload));
  }
  return { entry, wallet: after, replayed: false };
}

/**
 * Runs `fn` in one BEGIN IMMEDIATE transaction (the write lock is taken up front, so concurrent
 * connections queue instead of failing on a read-to-write upgrade). Every movement is applied or none.
 * After the commit, each movement's debit/credit event and then one balance event per touched wallet go
 * to the player. Called inside another transaction it becomes a savepoint and its events are sent when it
 * returns, before that outer transaction commits: prefer doing your own writes inside `fn`.
 */
export function withLedger<T>(deps: LedgerDeps, fn: (tx: LedgerTx) => T): T {
  const { db, events } = deps;
  const emits: Emit[] = [];
  const touched = new Map<string, WalletState>();
  const track = (result: PostResult) => {
    if (!result.replayed) touched.set(`${result.wallet.userId}:${result.wallet.currency}`, result.wallet);
    return result;
  };
  const tx: LedgerTx = {
    credit: (m) => track(apply(deps, m, 1, emits)),
    debit: (m) => track(apply(deps, m, -1, emits)),
    post: (m) => track(apply(deps, m, 0, emits)),
    wallet: (userId, currency) => readBalance(db, userId, currency),
  };
  const result = db.transaction(() => fn(tx)).immediate();
  for (const emit of emits) emit();
  for (const wallet of touched.values()) events.emitToUser(wallet.userId, "balance", { userWallet: toUserWallet(db, wallet) });
  return result;
}

/** Adds money (amounts >= 0) in its own transaction. */
export const credit = (deps: LedgerDeps, movement: Movement): PostResult => withLedger(deps, (tx) => tx.credit(movement));

/** Takes money (amounts >= 0); InsufficientFundsError (409) rather than a negative balance. */
export const debit = (deps: LedgerDeps, movement: Movement): PostResult => withLedger(deps, (tx) => tx.debit(movement));
