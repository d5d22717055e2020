export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; totalMs: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time from `now` until `until`, in whole parts rounded down; all zero once it has passed (or for a bad date). */
export function timeLeft(until: string, now: number): TimeLeft {
  const end = Date.parse(until);
  const totalMs = Number.isFinite(end) ? Math.max(0, end - now) : 0;
  return {
    days: Math.floor(totalMs / DAY),
    hours: Math.floor((totalMs % DAY) / HOUR),
    minutes: Math.floor((totalMs % HOUR) / MINUTE),
    seconds: Math.floor((totalMs % MINUTE) / SECOND),
    totalMs,
  };
}

/** A countdown over a day only changes by the minute; under a day it shows seconds. */
export const tickEvery = (left: TimeLeft): number => (left.days > 0 ? MINUTE : SECOND);
