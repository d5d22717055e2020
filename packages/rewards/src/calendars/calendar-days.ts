import type { RakebackDay } from "@casino/api-client";
import { calendarDayState, calendarWindow, isCalendarDayClaimable, type CalendarDayState } from "@casino/domain";

/** One cell of the rakeback calendar as the grid shows it. */
export type CalendarDayView = {
  date: string;
  state: CalendarDayState;
  /** null: nothing to show (a closed day, or a guest's future). */
  amount: number | null;
  paid: boolean;
  claimable: boolean;
};

/** The server's today: the day it calls active (it decides in the zone it was asked for). */
export const todayOf = (days: readonly RakebackDay[], fallback: string): string => days.find((day) => day.state === "active")?.canClaimDate ?? fallback;

/** The player's days; claimability by the domain's rule (spec §4), on the server's today. */
export function playerDays(days: readonly RakebackDay[], today: string): CalendarDayView[] {
  return days.map((day) => ({
    date: day.canClaimDate,
    state: calendarDayState(day.canClaimDate, today),
    amount: day.state === "closed" && day.amount === 0 ? null : day.amount,
    paid: day.paidAt !== null,
    claimable: isCalendarDayClaimable({ date: day.canClaimDate, today, loggedIn: true, amount: day.amount, paidAt: day.paidAt }),
  }));
}

const DEMO_MAX = 25;

/**
 * A guest's demo calendar (spec §4): random amounts on the days up to today, closed days empty, nothing claimable.
 * `random` returns [0, 1) like Math.random (a seeded one in tests and stories).
 */
export function demoDays(today: string, random: () => number = Math.random): CalendarDayView[] {
  return calendarWindow(today).map((date) => {
    const state = calendarDayState(date, today);
    const amount = state === "closed" ? null : Math.round((0.5 + random() * (DEMO_MAX - 0.5)) * 100) / 100;
    return { date, state, amount, paid: false, claimable: false };
  });
}
