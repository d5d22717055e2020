import type { BetLimitName } from "./limit-names.ts";
import type { LimitPeriod } from "./limit-periods.ts";

export interface BetCheck {
  limits: Partial<Record<BetLimitName, number | null>>;
  /** The stake about to be placed. */
  stake: number;
  /** Stakes already placed in the current day (0), week (1) and month (2). */
  wagered: Readonly<Record<LimitPeriod, number>>;
  /** Net losses (stakes minus wins, never below 0) in the current day, week and month. */
  lost: Readonly<Record<LimitPeriod, number>>;
}

const periodic: ReadonlyArray<[BetLimitName, "wagered" | "lost", LimitPeriod]> = [
  ["dailyBetLimit", "wagered", 0],
  ["weeklyBetLimit", "wagered", 1],
  ["monthlyBetLimit", "wagered", 2],
  // The whole stake may be lost, so it counts against the loss limits before the round is played.
  ["dailyLossLimit", "lost", 0],
  ["weeklyLossLimit", "lost", 1],
  ["monthlyLossLimit", "lost", 2],
];

/**
 * The first bet limit the stake would break (spec §3 kinds; maxBetLimit is MAX_BET_LIMIT_REACHED), or null.
 * A bonus buy goes through bonusBuyBreach.
 */
export function betLimitBreach({ limits, stake, wagered, lost }: BetCheck): BetLimitName | null {
  const max = limits.maxBetLimit;
  if (max != null && stake > max) return "maxBetLimit";
  for (const [name, source, period] of periodic) {
    const limit = limits[name];
    const used = source === "wagered" ? wagered[period] : lost[period];
    if (limit != null && used + stake > limit) return name;
  }
  return null;
}

/** What a bonus buy costs, in base bets (the demo slot's price). */
export const BONUS_BUY_PRICE_MULTIPLIER = 100;

/** Spec §8 "bonus bet limit": a bonus buy over the per-bet maximum the player has not confirmed. */
export type BonusBuyBreach = BetLimitName | "bonusBetLimit";

/**
 * Spec §4 bonus buy over the bet limit: without the player's confirmation a price over `maxBetLimit` is refused
 * ("bonusBetLimit": confirm it, or place a regular bet). A confirmation covers that one transaction and excludes
 * it from the per-bet maximum only: the day, week and month bet and loss limits still hold (they are the player's
 * budget, which a confirmation in the game must not loosen; raising them waits 24 hours).
 */
export function bonusBuyBreach(check: BetCheck & { confirmed: boolean }): BonusBuyBreach | null {
  const { confirmed, ...rest } = check;
  const max = rest.limits.maxBetLimit;
  if (!confirmed && max != null && rest.stake > max) return "bonusBetLimit";
  return betLimitBreach({ ...rest, limits: { ...rest.limits, maxBetLimit: null } });
}
