/** Issue 27 point 2: the warning comes this long before the session time limit ends the session. */
export const SESSION_WARNING_MS = 5 * 60_000;

/** When to warn before a session that ends at `endsAt` (ms epoch); null without a limit. */
export const sessionWarningAt = (endsAt: number | null): number | null => (endsAt === null ? null : endsAt - SESSION_WARNING_MS);

/** Whole minutes from `from` to `to` (never below 0): the session's length so far, or the time left. */
export const wholeMinutesBetween = (from: number, to: number): number => Math.max(0, Math.floor((to - from) / 60_000));

/** Minutes left until `endsAt`, rounded up (a warning never says 0 while time is left). */
export const minutesLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 60_000));
