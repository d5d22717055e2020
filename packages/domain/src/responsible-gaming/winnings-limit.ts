import { roundMoney, sumInPeriod, type DatedAmount } from "./limit-periods.ts";

/**
 * The monthly winnings limit (spec §3 userMonthlyLimit): how much more the player may win this calendar month
 * (UTC); null without a limit, never below 0.
 */
export function remainingMonthlyWinnings(limit: number | null, wins: readonly DatedAmount[], now: Date): number | null {
  if (limit === null) return null;
  return Math.max(0, roundMoney(limit - sumInPeriod(wins, 2, now)));
}

/**
 * Net winnings of a period: wins minus stakes (refunded stakes excluded), never below 0. A player who won 50 on
 * stakes of 30 has won 20.
 */
export const netWinnings = (stakes: number, wins: number, refunds = 0): number => Math.max(0, roundMoney(wins - (stakes - refunds)));

/**
 * Issue 27 point 4, the rule the sandbox enforces: once the month's net winnings (on the player's calendar) reach
 * the limit, no further real-money round is played until the month ends (WINNINGS_LIMIT_REACHED). Nothing is ever
 * withheld: the round that crosses the limit is paid in full, and the player is never made to stake on a round
 * whose win would not be paid. Without a limit nothing is refused.
 */
export const isWinningsLimitReached = (limit: number | null, netWon: number): boolean => limit !== null && netWon >= limit;
