import { roundMoney, sumInPeriod, type DatedAmount } from "./limit-periods.ts";

/**
 * The monthly winnings limit (spec §3 userMonthlyLimit): how much more the player may win this calendar month
 * (UTC); null without a limit, never below 0.
 */
export function remainingMonthlyWinnings(limit: number | null, wins: readonly DatedAmount[], now: Date): number | null {
  if (limit === null) return null;
  return Math.max(0, roundMoney(limit - sumInPeriod(wins, 2, now)));
}
