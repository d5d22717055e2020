/** Spec §3 Limits: period 0 daily, 1 weekly, 2 monthly. */
export const LIMIT_PERIODS = { daily: 0, weekly: 1, monthly: 2 } as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[keyof typeof LIMIT_PERIODS];
export const LIMIT_PERIOD_VALUES: readonly LimitPeriod[] = [0, 1, 2];

/**
 * Start of the period that contains `now`, in UTC (server and client must agree, and the player's time zone
 * is not known to both): midnight, Monday midnight (weeks start on Monday as in the calendar), or the 1st.
 */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === LIMIT_PERIODS.daily) return new Date(day);
  if (period === LIMIT_PERIODS.weekly) {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return new Date(day - sinceMonday * 86_400_000);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the period containing `now` ends, i.e. when a spent limit is available again. */
export function periodEnd(period: LimitPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === LIMIT_PERIODS.daily) return new Date(start.getTime() + 86_400_000);
  if (period === LIMIT_PERIODS.weekly) return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

export interface DatedAmount {
  amount: number;
  /** ISO date-time or Date. */
  at: string | Date;
}

/** Sum of the amounts dated inside the period containing `now` (later ones, e.g. clock skew, count too). */
export function sumInPeriod(entries: readonly DatedAmount[], period: LimitPeriod, now: Date): number {
  const from = periodStart(period, now).getTime();
  return entries.reduce((sum, entry) => (new Date(entry.at).getTime() >= from ? sum + entry.amount : sum), 0);
}

/** Money in the spec's two decimals, so sums of floats compare as the player reads them. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;
