import type { UserBonus } from "@casino/api-client";
import { decideBonusActivation, depositBonusAmount, wageringRequirement } from "@casino/domain";
import { withLedger, type LedgerTx } from "./ledger.ts";
import { bonusConditions, findBonus } from "./bonus-catalog.ts";
import { dropPendingBonus, endActiveBonus, expireOverdueBonus, grantBonusMoney, ledgerDepsOf, minorOf, type RewardsTarget } from "./bonus-money.ts";
import { activationState } from "./bonus-player.ts";
import { findUserBonusByStatus, insertUserBonus, toUserBonus } from "./bonus-user.ts";
import type { UserId } from "./sessions.ts";
import { findUserById } from "./users.ts";

export interface DepositBonusInput {
  userId: UserId;
  /** The bonus the deposit carries; undefined uses the player's pending choice (if any). */
  bonusId?: number | null | undefined;
  /** The deposit in major units of the player's account currency. */
  depositAmount: number;
  now: Date;
  /** The player's deposits before this one; defaults to users.deposit_count (call before counting this deposit). */
  depositCountBefore?: number;
}

export type DepositBonusResult =
  | { ok: true; userBonus: UserBonus; cancelledUserBonusId: number | null }
  | { ok: false; code: string; message: string };

/**
 * Starts a deposit bonus for a completed deposit: percent of the deposit up to the max, wagering = bonus x
 * multiplier, credited as bonus money. The cashier already had the player confirm replacing a running bonus
 * (spec §4), so one is cancelled here. Never throws for a bonus that does not apply: the deposit stands and
 * the result says why (spec §8 code, MIN_DEPOSIT, NOT_A_DEPOSIT_BONUS, NO_BONUS).
 * Pass the caller's ledger transaction as `tx` to make both one transaction.
 */
export function attachDepositBonus(target: RewardsTarget, input: DepositBonusInput, tx?: LedgerTx): DepositBonusResult {
  const deps = ledgerDepsOf(target, input.now);
  const run = (t: LedgerTx) => attach(deps.db, t, input);
  return tx ? run(tx) : withLedger(deps, run);
}

function attach(db: Parameters<typeof findBonus>[0], tx: LedgerTx, input: DepositBonusInput): DepositBonusResult {
  const { userId, now } = input;
  expireOverdueBonus(db, tx, userId, now);
  const bonusId = input.bonusId ?? findUserBonusByStatus(db, userId, "pending")?.bonus_id;
  if (bonusId === undefined) return { ok: false, code: "NO_BONUS", message: "The deposit carries no bonus" };
  const bonus = findBonus(db, bonusId);
  if (!bonus || bonus.type !== "deposit") return { ok: false, code: "NOT_A_DEPOSIT_BONUS", message: "This bonus is not a deposit bonus" };
  const user = findUserById(db, userId);
  if (!user) throw new Error(`attachDepositBonus: unknown user ${userId}`);

  const state = activationState(db, user, bonus, {
    now, timeZone: "UTC", confirmCancelCurrent: true, emailVerificationRequired: false, cashbackAmount: 0,
  });
  const decision = decideBonusActivation(bonusConditions(bonus), { ...state, depositCount: input.depositCountBefore ?? user.deposit_count });
  if (!decision.ok) return { ok: false, code: decision.code, message: `Bonus not applied: ${decision.code}` };

  const currency = user.currency_code;
  const deposit = minorOf(db, input.depositAmount, currency);
  const amount = depositBonusAmount(deposit, {
    percent: bonus.deposit_bonus_percent ?? 0,
    maxBonus: bonus.max_bonus_threshold === null ? null : minorOf(db, bonus.max_bonus_threshold, currency),
    minDeposit: minorOf(db, bonus.min_deposit ?? 0, currency),
  });
  if (amount <= 0) return { ok: false, code: "MIN_DEPOSIT", message: `The bonus needs a deposit of at least ${bonus.min_deposit ?? 0}` };

  dropPendingBonus(db, userId);
  const active = findUserBonusByStatus(db, userId, "active");
  if (active) endActiveBonus(db, tx, active, "cancelled", now);
  const row = insertUserBonus(db, {
    user_id: userId, bonus_id: bonus.id, status: "active", currency, deposit_amount: deposit, bonus_amount: amount,
    wager_required: wageringRequirement(amount, bonus.wagering_multiplier), free_spins_left: bonus.free_spins_quantity,
    started_at: now.toISOString(), expires_at: new Date(now.getTime() + bonus.valid_days * 86_400_000).toISOString(),
  });
  grantBonusMoney(tx, row);
  return { ok: true, userBonus: toUserBonus(db, row, undefined, bonus), cancelledUserBonusId: active?.id ?? null };
}
