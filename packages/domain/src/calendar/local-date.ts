// Calendar dates as "YYYY-MM-DD" strings: a player's day depends on their time zone, and plain strings
// compare, sort and travel through JSON without any time-of-day to get wrong.

const DAY_MS = 86_400_000;

/** 1 = Monday ... 7 = Sunday (ISO 8601; the calendar's week starts on Monday). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Whether Intl knows the IANA zone name (e.g. "Europe/Malta"); "UTC" always passes. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The date on the wall calendar of `timeZone` at `now`. */
export function localDate(now: Date, timeZone = "UTC"): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

export function isoWeekday(date: string): IsoWeekday {
  return (((new Date(toUtc(date)).getUTCDay() + 6) % 7) + 1) as IsoWeekday;
}

/** The Monday of the week that contains `date`. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in ms. */
function zoneOffset(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the wall-calendar day containing `now` began in `timeZone` (daylight-saving changes included). */
export function startOfLocalDay(now: Date, timeZone = "UTC"): Date {
  const midnight = toUtc(localDate(now, timeZone));
  // The offset at midnight may differ from now's when the clocks changed during the day.
  const guess = midnight - zoneOffset(now, timeZone);
  return new Date(midnight - zoneOffset(new Date(guess), timeZone));
}

/** The instant the wall-calendar day `date` ("YYYY-MM-DD") began in `timeZone`. */
export function startOfLocalDate(date: string, timeZone = "UTC"): Date {
  // Local noon of that date lies inside it for every offset (-12 h .. +14 h), whatever the clocks do that day.
  const noon = toUtc(date) + DAY_MS / 2;
  return startOfLocalDay(new Date(noon - zoneOffset(new Date(noon), timeZone)), timeZone);
}
