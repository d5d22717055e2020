import type { CalendarAward, RakebackDay, RakebackDays } from "@casino/api-client";
import { addDays, calendarDayState, calendarWindow, isCalendarDayClaimable } from "@casino/domain";

export const CALENDAR_BONUS_ID = 41;

/**
 * A player's 28 days as get-rakeback-days answers them on `today`: `amounts` by days before today (0 = today,
 * 1 = yesterday), `paid` the days before today already claimed.
 */
export function rakebackDays(today: string, amounts: Readonly<Record<number, number>> = { 0: 3.2, 1: 1.15, 2: 2.4, 3: 0.9 }, paid: readonly number[] = [2]): RakebackDays {
  const days = calendarWindow(today).map((date): RakebackDay => {
    const back = Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
    const amount = amounts[back] ?? 0;
    const paidAt = paid.includes(back) ? `${addDays(date, 1)}T08:00:00.000Z` : null;
    return {
      canClaimDate: date,
      bonusId: CALENDAR_BONUS_ID,
      amount,
      paidAt,
      state: calendarDayState(date, today),
      claimable: isCalendarDayClaimable({ date, today, loggedIn: true, amount, paidAt }),
    };
  });
  return { bonusId: CALENDAR_BONUS_ID, currencyCode: "EUR", days };
}

export const calendarAward = (nextAwardAt: string, overrides: Partial<CalendarAward> = {}): CalendarAward => ({
  ngr: 64,
  payout: 3.2,
  percent: 5,
  currencyCode: "EUR",
  nextAwardAt,
  ...overrides,
});

/** A seeded stand-in for Math.random, so a demo calendar looks the same on every run. */
export function seededRandom(seed = 7): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return (state - 1) / 2_147_483_646;
  };
}
