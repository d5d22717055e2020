import type { ActivationState } from "@casino/domain";
import type { Database } from "better-sqlite3";
import type { BonusRow } from "./bonus-catalog.ts";
import { findUserBonusByStatus, lastActivation, participantCount } from "./bonus-user.ts";
import type { UserId } from "./sessions.ts";
import type { UserRow } from "./users.ts";

/** Tag support puts on an account found to duplicate another one (spec §8 BONUS_FRAUD). */
export const DUPLICATE_ACCOUNT_TAG = "duplicate";
/** Instant cashback covers net losses of at most this many days (or since the player last took it). */
export const CASHBACK_PERIOD_DAYS = 7;

/** When the player's last deposit was credited (DAYS_VALID), from the ledger. */
export const lastDepositAt = (db: Database, userId: UserId): string | null =>
  (db.prepare("SELECT max(created_at) FROM ledger_entries WHERE user_id = ? AND kind = 'deposit'").pluck().get(userId) as string | null) ?? null;

/**
 * Net gaming loss (bets minus wins and refunds, minor units of the account currency) from `since` on,
 * from the casino history (game_rounds). Negative when the player is up.
 */
export function netLossSince(db: Database, user: Pick<UserRow, "id" | "currency_code">, since: Date): number {
  return db
    .prepare(
      `SELECT total(CASE type WHEN 'bet' THEN amount ELSE -amount END) FROM game_rounds
       WHERE user_id = ? AND currency_code = ? AND created_at >= ?`,
    )
    .pluck()
    .get(user.id, user.currency_code, since.toISOString()) as number;
}

/** The period instant cashback pays for: the last 7 days, or since the player last took this bonus. */
export function cashbackPeriodStart(db: Database, bonusId: number, userId: UserId, now: Date): Date {
  const week = new Date(now.getTime() - CASHBACK_PERIOD_DAYS * 86_400_000);
  const last = lastActivation(db, bonusId, userId);
  return last !== null && new Date(last) > week ? new Date(last) : week;
}

export interface ActivationRequest {
  now: Date;
  timeZone: string;
  confirmCancelCurrent: boolean;
  /** The brand's verifyEmailOnBonusActivation. */
  emailVerificationRequired: boolean;
  /** instant_cashback: what it would pay now (minor units). */
  cashbackAmount: number;
}

/** Everything decideBonusActivation needs to know about the player, read from the database. */
export function activationState(db: Database, user: UserRow, bonus: BonusRow, request: ActivationRequest): ActivationState {
  const active = findUserBonusByStatus(db, user.id, "active");
  const tags = JSON.parse(user.tags_json) as string[];
  return {
    ...request,
    registeredAt: user.created_at,
    emailVerified: user.is_email_verified === 1,
    duplicateAccount: tags.includes(DUPLICATE_ACCOUNT_TAG),
    countryCode: user.country_code,
    currencyCode: user.currency_code,
    campaignCode: user.cpnc,
    depositCount: user.deposit_count,
    lastDepositAt: lastDepositAt(db, user.id),
    participants: participantCount(db, bonus.id, user.id),
    lastActivatedAt: lastActivation(db, bonus.id, user.id),
    activeBonus: active ? { type: bonusType(db, active.bonus_id), freeSpinsLeft: active.free_spins_left ?? 0 } : null,
  };
}

const bonusType = (db: Database, bonusId: number) => db.prepare("SELECT type FROM bonuses WHERE id = ?").pluck().get(bonusId) as BonusRow["type"];
