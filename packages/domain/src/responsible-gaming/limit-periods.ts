import { addDays, localDate, mondayOf, startOfLocalDate } from "../calendar/local-date.ts";

/** Spec §3 Limits: period 0 daily, 1 weekly, 2 monthly. */
export const LIMIT_PERIODS = { daily: 0, weekly: 1, monthly: 2 } as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[keyof typeof LIMIT_PERIODS];
export const LIMIT_PERIOD_VALUES: readonly LimitPeriod[] = [0, 1, 2];

/** First local date of the period containing the local date `today`, and the first one of the next period. */
function periodDates(period: LimitPeriod, today: string): [string, string] {
  if (period === LIMIT_PERIODS.daily) return [today, addDays(today, 1)];
  if (period === LIMIT_PERIODS.weekly) return [mondayOf(today), addDays(mondayOf(today), 7)];
  const [year, month] = today.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return [`${today.slice(0, 7)}-01`, next];
}

/**
 * Start of the period that contains `now` on the player's wall clock (`timeZone`, IANA name; UTC when the
 * player chose none): local midnight, Monday's midnight (weeks start on Monday as in the calendar), or the 1st.
 * A day with a daylight-saving change is 23 or 25 hours long.
 */
export function periodStart(period: LimitPeriod, now: Date, timeZone = "UTC"): Date {
  return startOfLocalDate(periodDates(period, localDate(now, timeZone))[0], timeZone);
}

/** When the period containing `now` ends, i.e. when a spent limit is available again. */
export function periodEnd(period: LimitPeriod, now: Date, timeZone = "UTC"): Date {
  return startOfLocalDate(periodDates(period, localDate(now, timeZone))[1], timeZone);
}

export interface DatedAmount {
  amount: number;
  /** ISO date-time or Date. */
  at: string | Date;
}

/** Sum of the amounts dated inside the period containing `now` (later ones, e.g. clock skew, count too). */
export function sumInPeriod(entries: readonly DatedAmount[], period: LimitPeriod, now: Date, timeZone = "UTC"): number {
  const from = periodStart(period, now, timeZone).getTime();
  return entries.reduce((sum, entry) => (new Date(entry.at).getTime() >= from ? sum + entry.amount : sum), 0);
}

/** Money in the spec's two decimals, so sums of floats compare as the player reads them. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;
