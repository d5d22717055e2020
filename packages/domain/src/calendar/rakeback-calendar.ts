import { addDays, mondayOf } from "./local-date.ts";

/** Spec §4/§9: the rewards calendar shows 28 days. */
export const CALENDAR_DAYS = 28;
/** Spec §4: the 7-day bonus calendar shows one week, Monday to Sunday. */
export const BONUS_CALENDAR_DAYS = 7;

export const CALENDAR_DAY_STATES = ["ended", "active", "closed"] as const;
export type CalendarDayState = (typeof CALENDAR_DAY_STATES)[number];

/** The 28 dates shown on `today`: from the Monday of the week before today's week, oldest first. */
export function calendarWindow(today: string): string[] {
  const first = addDays(mondayOf(today), -7);
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => addDays(first, index));
}

/** The current week, Monday to Sunday (the 7-day bonus calendar). */
export function calendarWeek(today: string): string[] {
  const monday = mondayOf(today);
  return Array.from({ length: BONUS_CALENDAR_DAYS }, (_, index) => addDays(monday, index));
}

/** Past days have ended, today is active, later days are still closed. */
export function calendarDayState(date: string, today: string): CalendarDayState {
  if (date < today) return "ended";
  return date === today ? "active" : "closed";
}

export interface CalendarDayClaim {
  date: string;
  today: string;
  loggedIn: boolean;
  amount: number;
  /** When it was claimed; a paid day is claimed for good. */
  paidAt: string | null;
}

/** Spec §4: only today's and yesterday's amounts can be claimed, by a logged-in player, when > 0 and unpaid. */
export function isCalendarDayClaimable({ date, today, loggedIn, amount, paidAt }: CalendarDayClaim): boolean {
  const recent = date === today || date === addDays(today, -1);
  return recent && loggedIn && amount > 0 && paidAt === null;
}

const HALF_HOUR_MS = 30 * 60_000;

/** Spec §4: the award timer counts down to the next full or half hour (strictly after `now`). */
export function nextHalfHour(now: Date): Date {
  return new Date((Math.floor(now.getTime() / HALF_HOUR_MS) + 1) * HALF_HOUR_MS);
}
