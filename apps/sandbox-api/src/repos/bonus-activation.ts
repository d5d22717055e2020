import type { ActivateBonusResult } from "@casino/api-client";
import { cashbackAmount, decideBonusActivation, localDate, wageringRequirement, type BonusActivationCode } from "@casino/domain";
import type { Database } from "better-sqlite3";
import { ApiError, notFound, type ErrorStatus } from "../http/errors.ts";
import { withLedger, type LedgerDeps, type LedgerTx } from "./ledger.ts";
import { bonusConditions, findBonus, type BonusRow } from "./bonus-catalog.ts";
import { dropPendingBonus, endActiveBonus, expireOverdueBonus, grantBonusMoney, minorOf } from "./bonus-money.ts";
import { activationState, cashbackPeriodStart, netLossSince } from "./bonus-player.ts";
import { findUserBonusByStatus, finishUserBonus, insertUserBonus, toUserBonus, type UserBonusRow } from "./bonus-user.ts";
import { addRakeback, toRakebackDay } from "./rakeback-days.ts";
import type { UserId } from "./sessions.ts";
import { findUserById, type UserRow } from "./users.ts";

/** A spec §8 refusal; UNIFIED_ERROR carries a reference support can look up, RETRY_PERIOD when to retry. */
export class BonusActivationError extends ApiError {
  constructor(
    code: BonusActivationCode,
    message: string,
    readonly reference?: string,
    readonly retryAt?: string,
  ) {
    super(activationStatus(code), code, message);
  }
}

/** A clash with the player's running bonus is a conflict; every other refusal is a 400. */
const activationStatus = (code: BonusActivationCode): ErrorStatus => (code === "ACTIVE_BONUS" || code === "ACTIVE_FREE_SPINS" ? 409 : 400);

export interface ActivationInput {
  userId: UserId;
  bonusId: number;
  confirmCancelCurrent: boolean;
  timeZone: string;
  emailVerificationRequired: boolean;
  messageOf: (code: BonusActivationCode) => string;
  language?: string | undefined;
}

const DAY_MS = 86_400_000;
const expiry = (now: Date, bonus: BonusRow) => new Date(now.getTime() + bonus.valid_days * DAY_MS).toISOString();

/** The user bonus an activation starts (amounts in minor units of the player's currency). */
function startBonus(db: Database, tx: LedgerTx, user: UserRow, bonus: BonusRow, cashback: number, now: Date): UserBonusRow {
  const currency = user.currency_code;
  const amount = bonus.type === "instant_cashback" ? cashback : bonus.type === "no_deposit" ? minorOf(db, bonus.bonus_amount ?? 0, currency) : 0;
  const base = { user_id: user.id, bonus_id: bonus.id, currency, deposit_amount: null, started_at: now.toISOString(), expires_at: expiry(now, bonus) };
  const row = insertUserBonus(db, {
    ...base,
    status: "active",
    bonus_amount: amount,
    wager_required: wageringRequirement(amount, bonus.wagering_multiplier),
    free_spins_left: bonus.type === "freespins" ? (bonus.free_spins_quantity ?? 0) : null,
  });
  if (bonus.type === "instant_cashback" && bonus.wagering_multiplier === 0) {
    // Cashback without wagering is real money at once.
    tx.credit({ userId: user.id, kind: "cashback", cash: amount, currency, reference: `bonus:${row.id}`, idempotencyKey: `bonus-grant:${row.id}` });
    finishUserBonus(db, row.id, "completed", now, amount);
    return { ...row, status: "completed", converted_amount: amount, finished_at: now.toISOString() };
  }
  grantBonusMoney(tx, row);
  return row;
}

/** POST /api/user/bonus/activate: spec §8 rules, then the bonus starts, waits for a deposit or goes into the calendar. */
export function activateBonus(deps: LedgerDeps, input: ActivationInput): ActivateBonusResult {
  const { db } = deps;
  const now = deps.clock();
  const bonus = findBonus(db, input.bonusId);
  if (!bonus) throw notFound("Bonus not found", "BONUS_NOT_FOUND");
  // Its own transaction: a refusal below rolls back, but a bonus whose time is up stays expired.
  withLedger(deps, (tx) => expireOverdueBonus(db, tx, input.userId, now));
  return withLedger(deps, (tx) => {
    const user = findUserById(db, input.userId)!;
    const pending = findUserBonusByStatus(db, user.id, "pending");
    if (pending?.bonus_id === bonus.id) {
      return { code: "AWAITING_DEPOSIT", userBonus: toUserBonus(db, pending, input.language, bonus), cancelledUserBonusId: null, calendarDay: null };
    }
    const cashback = bonus.type === "instant_cashback" ? cashbackAmount(netLossSince(db, user, cashbackPeriodStart(db, bonus.id, user.id, now)), bonus.cashback_percent ?? 0) : 0;
    const state = activationState(db, user, bonus, { ...input, now, cashbackAmount: cashback });
    const decision = decideBonusActivation(bonusConditions(bonus), state);
    if (!decision.ok) {
      const reference = decision.code === "UNIFIED_ERROR" ? `BA-${bonus.id}-${user.id}-${now.getTime().toString(36).toUpperCase()}` : undefined;
      throw new BonusActivationError(decision.code, input.messageOf(decision.code), reference, decision.retryAt);
    }

    if (decision.outcome === "add_to_calendar") {
      const today = localDate(now, input.timeZone);
      const day = addRakeback(db, { userId: user.id, bonusId: bonus.id, date: today, currency: user.currency_code, amount: cashback });
      const row = insertUserBonus(db, {
        user_id: user.id, bonus_id: bonus.id, status: "calendar", currency: user.currency_code, deposit_amount: null, bonus_amount: cashback,
        wager_required: 0, free_spins_left: null, started_at: now.toISOString(), expires_at: null,
      });
      finishUserBonus(db, row.id, "calendar", now);
      return {
        code: "ADD_TO_CALENDAR",
        userBonus: toUserBonus(db, { ...row, finished_at: now.toISOString() }, input.language, bonus),
        cancelledUserBonusId: null,
        calendarDay: toRakebackDay(db, day.claim_date, bonus.id, day, { today, loggedIn: true }),
      };
    }

    const active = findUserBonusByStatus(db, user.id, "active");
    if (decision.outcome === "await_deposit") {
      dropPendingBonus(db, user.id);
      const row = insertUserBonus(db, {
        user_id: user.id, bonus_id: bonus.id, status: "pending", currency: user.currency_code, deposit_amount: null, bonus_amount: 0,
        wager_required: 0, free_spins_left: null, started_at: now.toISOString(), expires_at: expiry(now, bonus),
      });
      // The running bonus is replaced when the deposit arrives (attachDepositBonus), not now.
      return { code: "AWAITING_DEPOSIT", userBonus: toUserBonus(db, row, input.language, bonus), cancelledUserBonusId: null, calendarDay: null };
    }

    if (active) endActiveBonus(db, tx, active, "cancelled", now);
    const row = startBonus(db, tx, user, bonus, cashback, now);
    return { code: "ACTIVATED", userBonus: toUserBonus(db, row, input.language, bonus), cancelledUserBonusId: active?.id ?? null, calendarDay: null };
  });
}
