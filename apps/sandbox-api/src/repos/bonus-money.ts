import { convertedAmount } from "@casino/domain";
import type { Database } from "better-sqlite3";
import { NO_EVENTS } from "../context.ts";
import type { LedgerDeps, LedgerTx } from "./ledger.ts";
import { deleteUserBonus, finishUserBonus, findUserBonusByStatus, type UserBonusRow } from "./bonus-user.ts";
import type { UserId } from "./sessions.ts";
import { decimalsOf, toMinor } from "./wallet-money.ts";

// Bonus money is the wallet's non-cash balance. While a bonus runs, all of it belongs to that bonus: bets
// and wins in bonus money change it, so at the end the whole non-cash balance converts (capped at max win)
// or is forfeited.

/** Other verticals may hand a bare database (no socket events then) or the app's ledger deps. */
export type RewardsTarget = Database | LedgerDeps;

export function ledgerDepsOf(target: RewardsTarget, now: Date): LedgerDeps {
  return "db" in target && "events" in target ? target : { db: target as Database, clock: () => now, events: NO_EVENTS };
}

/** A major-unit amount of the bonus terms in minor units of `currency`, rounded down. */
export function minorOf(db: Database, major: number, currency: string): number {
  const decimals = decimalsOf(db, currency);
  return toMinor(major, decimals) ?? Math.floor(major * 10 ** decimals);
}

export function grantBonusMoney(tx: LedgerTx, userBonus: UserBonusRow): void {
  if (userBonus.bonus_amount <= 0) return;
  tx.credit({
    userId: userBonus.user_id,
    kind: "bonus",
    nonCash: userBonus.bonus_amount,
    currency: userBonus.currency,
    reference: `bonus:${userBonus.id}`,
    idempotencyKey: `bonus-grant:${userBonus.id}`,
  });
}

/** Takes the bonus balance away; answers what was forfeited (minor units). */
export function forfeitBonusMoney(tx: LedgerTx, userBonus: UserBonusRow): number {
  const { nonCash } = tx.wallet(userBonus.user_id, userBonus.currency);
  if (nonCash <= 0) return 0;
  tx.debit({ userId: userBonus.user_id, kind: "bonus_forfeit", nonCash, currency: userBonus.currency, reference: `bonus:${userBonus.id}` });
  return nonCash;
}

/** Wagering is complete: the bonus balance becomes real money up to max win, the rest is forfeited. */
export function convertBonus(db: Database, tx: LedgerTx, userBonus: UserBonusRow, maxWin: number | null, now: Date): number {
  const { nonCash } = tx.wallet(userBonus.user_id, userBonus.currency);
  const cap = maxWin === null ? null : minorOf(db, maxWin, userBonus.currency);
  const converted = convertedAmount({ bonusBalance: nonCash, maxWin: cap, wagerLeft: 0 });
  if (nonCash > 0) {
    tx.post({
      userId: userBonus.user_id,
      kind: "bonus_conversion",
      cash: converted,
      nonCash: -nonCash,
      currency: userBonus.currency,
      reference: `bonus:${userBonus.id}`,
      idempotencyKey: `bonus-conversion:${userBonus.id}`,
    });
  }
  finishUserBonus(db, userBonus.id, "completed", now, converted);
  return converted;
}

/** Ends the running bonus (status cancelled or expired) and forfeits its balance. */
export function endActiveBonus(db: Database, tx: LedgerTx, userBonus: UserBonusRow, status: "cancelled" | "expired", now: Date): number {
  const forfeited = forfeitBonusMoney(tx, userBonus);
  finishUserBonus(db, userBonus.id, status, now);
  return forfeited;
}

/** A pending deposit bonus never ran: it is dropped rather than kept in the history. */
export function dropPendingBonus(db: Database, userId: UserId): UserBonusRow | undefined {
  const pending = findUserBonusByStatus(db, userId, "pending");
  if (pending) deleteUserBonus(db, pending.id);
  return pending;
}

/** Expires the player's running bonus when its time is up (checked lazily whenever rewards touch the player). */
export function expireOverdueBonus(db: Database, tx: LedgerTx, userId: UserId, now: Date): void {
  const active = findUserBonusByStatus(db, userId, "active");
  if (active?.expires_at && active.expires_at <= now.toISOString()) endActiveBonus(db, tx, active, "expired", now);
  const pending = findUserBonusByStatus(db, userId, "pending");
  if (pending?.expires_at && pending.expires_at <= now.toISOString()) deleteUserBonus(db, pending.id);
}
