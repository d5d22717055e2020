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
 * A bonus buy the player confirmed over the limit is excluded by the caller (spec §4), not here.
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
