import { roundMoney, sumInPeriod, type DatedAmount, type LimitPeriod } from "./limit-periods.ts";

export interface DepositLimitInput {
  /** The player's limit for the period; null when none is set. */
  limit: number | null;
  period: LimitPeriod;
  /** The player's deposits (confirmed ones; the caller decides which statuses count). */
  deposits: readonly DatedAmount[];
  now: Date;
  /** The player's IANA zone: the period is their day, week or month. */
  timeZone?: string;
}

/** How much more the player may deposit in the current period: null without a limit, never below 0. */
export function remainingDepositInPeriod({ limit, period, deposits, now, timeZone = "UTC" }: DepositLimitInput): number | null {
  if (limit === null) return null;
  return Math.max(0, roundMoney(limit - sumInPeriod(deposits, period, now, timeZone)));
}

/**
 * The smallest remaining amount over all periods that have a limit (the cashier's PAYMENT_LIMIT_THRESHOLD
 * check): null when the player has no deposit limit at all.
 */
export function remainingDepositAllowance(
  limits: Partial<Record<LimitPeriod, number | null>>,
  deposits: readonly DatedAmount[],
  now: Date,
  timeZone = "UTC",
): number | null {
  let smallest: number | null = null;
  for (const [key, limit] of Object.entries(limits)) {
    const remaining = remainingDepositInPeriod({ limit: limit ?? null, period: Number(key) as LimitPeriod, deposits, now, timeZone });
    if (remaining !== null && (smallest === null || remaining < smallest)) smallest = remaining;
  }
  return smallest;
}
