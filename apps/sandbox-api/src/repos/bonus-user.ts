import type { UserBonus } from "@casino/api-client";
import { wageringProgress, type UserBonusStatus } from "@casino/domain";
import type { Database } from "better-sqlite3";
import { bonusGames, bonusTexts, findBonus, type BonusRow } from "./bonus-catalog.ts";
import type { UserId } from "./sessions.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

/** A row of `user_bonuses` (migration 0401); money in minor units of `currency`. */
export interface UserBonusRow {
  id: number;
  user_id: UserId;
  bonus_id: number;
  status: UserBonusStatus;
  currency: string;
  deposit_amount: number | null;
  bonus_amount: number;
  wager_required: number;
  wagered: number;
  free_spins_left: number | null;
  converted_amount: number;
  started_at: string;
  expires_at: string | null;
  finished_at: string | null;
}

export type NewUserBonus = Omit<UserBonusRow, "id" | "finished_at" | "converted_amount" | "wagered"> & { wagered?: number };

export function insertUserBonus(db: Database, row: NewUserBonus): UserBonusRow {
  return db
    .prepare(
      `INSERT INTO user_bonuses (user_id, bonus_id, status, currency, deposit_amount, bonus_amount, wager_required, wagered,
         free_spins_left, started_at, expires_at)
       VALUES (@user_id, @bonus_id, @status, @currency, @deposit_amount, @bonus_amount, @wager_required, @wagered,
         @free_spins_left, @started_at, @expires_at)
       RETURNING *`,
    )
    .get({ wagered: 0, ...row }) as UserBonusRow;
}

export const findUserBonus = (db: Database, userId: UserId, id: number) =>
  db.prepare("SELECT * FROM user_bonuses WHERE id = ? AND user_id = ?").get(id, userId) as UserBonusRow | undefined;

export const findUserBonusByStatus = (db: Database, userId: UserId, status: "active" | "pending") =>
  db.prepare("SELECT * FROM user_bonuses WHERE user_id = ? AND status = ?").get(userId, status) as UserBonusRow | undefined;

export const bonusHistory = (db: Database, userId: UserId) =>
  db
    .prepare("SELECT * FROM user_bonuses WHERE user_id = ? AND status NOT IN ('active', 'pending') ORDER BY started_at DESC, id DESC")
    .all(userId) as UserBonusRow[];

/** Ends a bonus: status, end time, and what it converted into (minor units). */
export function finishUserBonus(db: Database, id: number, status: UserBonusStatus, now: Date, convertedAmount = 0): void {
  db.prepare("UPDATE user_bonuses SET status = ?, finished_at = ?, converted_amount = ? WHERE id = ?").run(status, now.toISOString(), convertedAmount, id);
}

// A pending choice never ran (a replaced or cancelled one is deleted), so neither count below includes it.

/** Players other than `userId` who ever took the bonus (MAXIMUM_PARTICIPANTS). */
export const participantCount = (db: Database, bonusId: number, userId: UserId) =>
  db.prepare("SELECT count(DISTINCT user_id) FROM user_bonuses WHERE bonus_id = ? AND user_id <> ? AND status <> 'pending'").pluck().get(bonusId, userId) as number;

/** When the player last took the bonus (RETRY_PERIOD). */
export const lastActivation = (db: Database, bonusId: number, userId: UserId) =>
  (db.prepare("SELECT max(started_at) FROM user_bonuses WHERE bonus_id = ? AND user_id = ? AND status <> 'pending'").pluck().get(bonusId, userId) as
    | string
    | null) ?? null;

export const deleteUserBonus = (db: Database, id: number) => db.prepare("DELETE FROM user_bonuses WHERE id = ?").run(id);

/** The player's bonus as the client shows it (amounts in major units), with the bonus's texts. */
export function toUserBonus(db: Database, row: UserBonusRow, language?: string, bonus: BonusRow | undefined = findBonus(db, row.bonus_id)): UserBonus {
  if (!bonus) throw new Error(`user bonus ${row.id} points at unknown bonus ${row.bonus_id}`);
  const decimals = decimalsOf(db, row.currency);
  const major = (minor: number) => toMajor(minor, decimals);
  const progress = wageringProgress(row.wager_required, row.wagered);
  return {
    id: row.id,
    bonusId: row.bonus_id,
    name: bonusTexts(db, bonus.id, language).name,
    type: bonus.type,
    status: row.status,
    currencyCode: row.currency,
    depositAmount: row.deposit_amount === null ? null : major(row.deposit_amount),
    bonusAmount: major(row.bonus_amount),
    wageringType: bonus.wagering_type,
    wageringMultiplier: bonus.wagering_multiplier,
    wagerRequired: major(row.wager_required),
    wagered: major(progress.wagered),
    wagerLeft: major(progress.wagerLeft),
    wagerPercent: progress.percent,
    freeSpinsQuantity: bonus.free_spins_quantity,
    freeSpinsLeft: row.free_spins_left,
    games: bonusGames(db, bonus),
    maxWin: bonus.max_win,
    convertedAmount: major(row.converted_amount),
    startedAt: row.started_at,
    expiresAt: row.expires_at,
    finishedAt: row.finished_at,
  };
}
