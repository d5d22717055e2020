/** A VIP club level: reached with `pointsRequired` loyalty points. */
export interface VipLevelThreshold {
  level: number;
  pointsRequired: number;
}

/** One loyalty point per this many units (major) wagered. */
export const WAGER_PER_POINT = 10;

/**
 * Points earned by a bet of `amount` (major unit) on top of the wager `carried` from earlier bets that made no full
 * point, and the wager carried on (in cents, so many small bets add up exactly): 55 bets of 0.20 make a point.
 */
export function loyaltyPointsFor(amount: number, carried = 0): { points: number; carried: number } {
  const cents = Math.round(Math.max(0, carried) * 100) + Math.round(Math.max(0, amount) * 100);
  const points = Math.floor(cents / (WAGER_PER_POINT * 100));
  return { points, carried: (cents - points * WAGER_PER_POINT * 100) / 100 };
}

/** The highest level whose threshold the points reach; the lowest level when none. */
export function levelForPoints(points: number, levels: readonly VipLevelThreshold[]): number {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  let reached = sorted[0]?.level ?? 1;
  for (const level of sorted) if (points >= level.pointsRequired) reached = level.level;
  return reached;
}

/**
 * Spec §3 loyaltyLevelGroupSteps (default [1]): the levels where a new group (tier) of the club starts.
 * A level belongs to the group of the highest step at or below it; groups count from 1.
 */
export function vipGroupOf(level: number, groupSteps: readonly number[]): number {
  const steps = [...new Set(groupSteps)].sort((a, b) => a - b);
  const index = steps.filter((step) => step <= level).length;
  return Math.max(1, index);
}

export interface VipProgress {
  level: number;
  group: number;
  nextLevel: number | null;
  /** Points still missing for the next level; 0 at the top. */
  pointsToNext: number;
  /** 0-100 of the way from the current level's threshold to the next one's; 100 at the top. */
  percent: number;
}

/** Where a player stands: `level` is the one on their account (it never drops when points are spent). */
export function vipProgress(level: number, points: number, levels: readonly VipLevelThreshold[], groupSteps: readonly number[]): VipProgress {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const current = sorted.find((l) => l.level === level);
  const next = sorted.find((l) => l.level > level);
  const group = vipGroupOf(level, groupSteps);
  if (!next) return { level, group, nextLevel: null, pointsToNext: 0, percent: 100 };
  const from = current?.pointsRequired ?? 0;
  const span = Math.max(1, next.pointsRequired - from);
  const percent = Math.min(100, Math.max(0, Math.floor(((points - from) / span) * 100)));
  return { level, group, nextLevel: next.level, pointsToNext: Math.max(0, next.pointsRequired - points), percent };
}
