import type { VipLevel } from "@casino/api-client";
import { levelForPoints, loyaltyPointsFor, vipGroupOf } from "@casino/domain";
import type { Database } from "better-sqlite3";
import { textIn } from "./localised.ts";
import type { UserId } from "./sessions.ts";
import { findUserById, updateUser } from "./users.ts";

/** A row of `vip_levels` (migration 0403). */
export interface VipLevelRow {
  level: number;
  name: string;
  points_required: number;
  rakeback_percent: number;
  cashback_percent: number;
  perks_json: string;
  /** The name by locale (migration 0691); a locale without its own reads name. */
  name_texts_json: string;
  /** The perks by locale (migration 0691); a locale without its own list reads perks_json. */
  perks_texts_json: string;
}

export const vipLevelRows = (db: Database) => db.prepare("SELECT * FROM vip_levels ORDER BY level").all() as VipLevelRow[];

export const thresholds = (rows: readonly VipLevelRow[]) => rows.map((row) => ({ level: row.level, pointsRequired: row.points_required }));

/** The level's name in `language`, else as the row has it (English). */
export const levelNameIn = (row: VipLevelRow, language: string): string => textIn(JSON.parse(row.name_texts_json) as Record<string, string>, language) ?? row.name;

/** The level's perks in `language`, else in English. */
const perksIn = (row: VipLevelRow, language: string): string[] =>
  textIn(JSON.parse(row.perks_texts_json) as Record<string, string[]>, language) ?? (JSON.parse(row.perks_json) as string[]);

export function toVipLevel(row: VipLevelRow, groupSteps: readonly number[], language = "en"): VipLevel {
  return {
    level: row.level,
    name: levelNameIn(row, language),
    group: vipGroupOf(row.level, groupSteps),
    pointsRequired: row.points_required,
    rakebackPercent: row.rakeback_percent,
    cashbackPercent: row.cashback_percent,
    perks: perksIn(row, language),
  };
}

/** The level row that applies to the player: their account level, or the highest defined below it. */
export function playerVipLevel(db: Database, userId: UserId): VipLevelRow | undefined {
  const level = (findUserById(db, userId)?.loyalty_level ?? 1) as number;
  return (
    (db.prepare("SELECT * FROM vip_levels WHERE level <= ? ORDER BY level DESC LIMIT 1").get(level) as VipLevelRow | undefined) ??
    (db.prepare("SELECT * FROM vip_levels ORDER BY level LIMIT 1").get() as VipLevelRow | undefined)
  );
}

export const loyaltyPoints = (db: Database, userId: UserId): number =>
  (db.prepare("SELECT points FROM vip_points WHERE user_id = ?").pluck().get(userId) as number | undefined) ?? 0;

/**
 * Adds the points of a bet of `wagered` (major unit), with the wager carried from earlier bets below a full point;
 * raises users.loyalty_level when they reach a higher level (never lowers it).
 */
export function addLoyaltyPoints(db: Database, userId: UserId, wagered: number, now: Date): void {
  if (wagered <= 0) return;
  const carried = (db.prepare("SELECT wager_carried FROM vip_points WHERE user_id = ?").pluck().get(userId) as number | undefined) ?? 0;
  const earned = loyaltyPointsFor(wagered, carried);
  db.prepare(
    `INSERT INTO vip_points (user_id, points, wager_carried, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET points = points + excluded.points, wager_carried = excluded.wager_carried, updated_at = excluded.updated_at`,
  ).run(userId, earned.points, earned.carried, now.toISOString());
  if (earned.points === 0) return;
  const reached = levelForPoints(loyaltyPoints(db, userId), thresholds(vipLevelRows(db)));
  const user = findUserById(db, userId);
  if (user && reached > user.loyalty_level) updateUser(db, userId, { loyalty_level: reached }, now);
}
