/** Spec §5: a session time limit is at least 10 minutes and at most 720 hours (30 days). */
export const SESSION_LIMIT_MIN_MINUTES = 10;
export const SESSION_LIMIT_MAX_MINUTES = 720 * 60;

/** The screen picks hours or days (spec §5); minutes express the 10-minute minimum. */
export const SESSION_LIMIT_UNITS = ["minutes", "hours", "days"] as const;
export type SessionLimitUnit = (typeof SESSION_LIMIT_UNITS)[number];

const minutesPerUnit: Record<SessionLimitUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

export interface SessionLimit {
  value: number;
  unit: SessionLimitUnit;
}

export type SessionLimitCheck =
  | { ok: true; minutes: number }
  | { ok: false; code: "SESSION_LIMIT_INVALID" | "SESSION_LIMIT_TOO_SHORT" | "SESSION_LIMIT_TOO_LONG"; message: string };

export function checkSessionLimit({ value, unit }: SessionLimit): SessionLimitCheck {
  if (!Number.isInteger(value) || value <= 0) {
    return { ok: false, code: "SESSION_LIMIT_INVALID", message: "Session time limit must be a whole number above 0" };
  }
  const minutes = value * minutesPerUnit[unit];
  if (minutes < SESSION_LIMIT_MIN_MINUTES) {
    return { ok: false, code: "SESSION_LIMIT_TOO_SHORT", message: "Session time limit must be at least 10 minutes" };
  }
  if (minutes > SESSION_LIMIT_MAX_MINUTES) {
    return { ok: false, code: "SESSION_LIMIT_TOO_LONG", message: "Session time limit must be at most 720 hours (30 days)" };
  }
  return { ok: true, minutes };
}

/** Milliseconds left of a session under a limit (0 once it is used up); null without a limit. */
export function sessionTimeLeft(limitMinutes: number | null, startedAt: string | Date, now: Date): number | null {
  if (limitMinutes === null) return null;
  const ends = new Date(startedAt).getTime() + limitMinutes * 60_000;
  return Math.max(0, ends - now.getTime());
}

/** When a session that began at `startedAt` reaches its limit (bets are refused from then on); null without a limit. */
export function sessionLimitEndsAt(limitMinutes: number | null, startedAt: string | Date): Date | null {
  if (limitMinutes === null) return null;
  return new Date(new Date(startedAt).getTime() + limitMinutes * 60_000);
}

/** Whether the session's time is up at `now` (the end itself counts as reached). */
export const isSessionLimitReached = (limitMinutes: number | null, startedAt: string | Date, now: Date): boolean =>
  sessionTimeLeft(limitMinutes, startedAt, now) === 0;
