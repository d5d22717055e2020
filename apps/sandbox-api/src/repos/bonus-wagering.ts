import { localDate, wageringContribution, wageringRequirement } from "@casino/domain";
import type { Database } from "better-sqlite3";
import { withLedger, type LedgerTx } from "./ledger.ts";
import { bonusAllowsGame, calendarBonus, findBonus } from "./bonus-catalog.ts";
import { convertBonus, expireOverdueBonus, ledgerDepsOf, minorOf, type RewardsTarget } from "./bonus-money.ts";
import { findUserBonusByStatus, finishUserBonus, type UserBonusRow } from "./bonus-user.ts";
import { addRakeback } from "./rakeback-days.ts";
import type { UserId } from "./sessions.ts";
import { scoreBet, type ScoredEntry } from "./tournament-store.ts";
import { addLoyaltyPoints, playerVipLevel } from "./vip-levels.ts";
import { accountCurrency, decimalsOf, toMajor } from "./wallet-money.ts";

export interface WagerInput {
  userId: UserId;
  gameSlug: string;
  /** The stake in major units of the player's account currency. */
  amount: number;
  now: Date;
  /** The part of the stake paid with bonus money (REAL_MONEY_ONLY counts only the rest). */
  fromBonus?: number;
  /** What the round paid back, major units (tournaments score the multiplier; free spins credit it). */
  win?: number;
  /** The round was one of the active bonus's free spins: no stake counts, the spin is used up. */
  freeSpin?: boolean;
}

export interface WagerResult {
  /** How much counted towards the active bonus's wagering (major units). */
  counted: number;
  /** The player's bonus id that completed with this bet, and what it converted into (major units). */
  completedUserBonusId: number | null;
  convertedAmount: number;
}

/** A free spin: uses one spin; its win is bonus money that must be wagered; the bonus ends when nothing is left. */
function useFreeSpin(db: Database, tx: LedgerTx, active: UserBonusRow, multiplier: number, win: number, now: Date): void {
  const left = Math.max(0, (active.free_spins_left ?? 0) - 1);
  db.prepare("UPDATE user_bonuses SET free_spins_left = ?, bonus_amount = bonus_amount + ?, wager_required = wager_required + ? WHERE id = ?").run(
    left, win, wageringRequirement(win, multiplier), active.id,
  );
  if (win > 0) tx.credit({ userId: active.user_id, kind: "win", nonCash: win, currency: active.currency, reference: `bonus:${active.id}` });
  if (left === 0 && active.bonus_amount + win === 0) finishUserBonus(db, active.id, "completed", now);
}

/**
 * Everything a real-money bet advances (call once per bet, from the games vertical): the active bonus's
 * wagering (converting it when complete), free spins, the rakeback calendar (VIP rakeback percent of the
 * stake on today's UTC date), loyalty points and joined tournaments. Accepts the app's ledger deps (balance
 * events reach the player) or a bare database.
 */
export function recordWager(target: RewardsTarget, input: WagerInput): WagerResult {
  const deps = ledgerDepsOf(target, input.now);
  const { db } = deps;
  const { userId, gameSlug, now } = input;
  const currency = accountCurrency(db, userId);
  const stake = minorOf(db, Math.max(0, input.amount), currency);
  const major = (minor: number) => toMajor(minor, decimalsOf(db, currency));
  let scored: ScoredEntry[] = [];
  const outcome = withLedger(deps, (tx) => {
    expireOverdueBonus(db, tx, userId, now);
    const result: WagerResult = { counted: 0, completedUserBonusId: null, convertedAmount: 0 };
    const active = findUserBonusByStatus(db, userId, "active");
    const bonus = active && findBonus(db, active.bonus_id);
    if (active && bonus && bonusAllowsGame(bonus, gameSlug)) {
      if (input.freeSpin && (active.free_spins_left ?? 0) > 0) {
        useFreeSpin(db, tx, active, bonus.wagering_multiplier, minorOf(db, input.win ?? 0, currency), now);
      } else if (!input.freeSpin) {
        const counted = wageringContribution({
          wageringType: bonus.wagering_type, amount: stake, fromBonus: minorOf(db, input.fromBonus ?? 0, currency), eligibleGame: true,
        });
        db.prepare("UPDATE user_bonuses SET wagered = min(wager_required, wagered + ?) WHERE id = ?").run(counted, active.id);
        result.counted = major(counted);
        const current = findUserBonusByStatus(db, userId, "active")!;
        if (current.wagered >= current.wager_required && (current.free_spins_left ?? 0) === 0) {
          result.completedUserBonusId = current.id;
          result.convertedAmount = major(convertBonus(db, tx, current, bonus.max_win, now));
        }
      }
    }
    if (!input.freeSpin && stake > 0) scored = accrueRewards(db, { userId, gameSlug, currency, stake, amount: input.amount, win: input.win ?? 0, now });
    return result;
  });
  // Only the scoring player hears it: a board's other watchers read it again on their visible-only poll.
  for (const entry of scored) deps.events.emitToUser(userId, "tournamentScore", entry);
  return outcome;
}

function accrueRewards(db: Database, bet: { userId: UserId; gameSlug: string; currency: string; stake: number; amount: number; win: number; now: Date }): ScoredEntry[] {
  const calendar = calendarBonus(db);
  const level = playerVipLevel(db, bet.userId);
  const rakeback = Math.floor((bet.stake * (level?.rakeback_percent ?? 0)) / 100);
  if (calendar && rakeback > 0) {
    addRakeback(db, { userId: bet.userId, bonusId: calendar.id, date: localDate(bet.now), currency: bet.currency, amount: rakeback });
  }
  addLoyaltyPoints(db, bet.userId, bet.amount, bet.now);
  return scoreBet(db, { userId: bet.userId, gameSlug: bet.gameSlug, amount: bet.amount, win: bet.win, now: bet.now });
}
