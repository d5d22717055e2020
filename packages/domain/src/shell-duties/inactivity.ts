/** Spec §4/§9: the session ends after 30 minutes without activity unless the brand sets more than 1 minute. */
export const DEFAULT_INACTIVITY_MINUTES = 30;

/** Any of these on the page counts as activity and restarts the inactivity timer. */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "scroll", "wheel", "touchstart", "click", "focus"] as const;

export function inactivityTimeoutMs(settingMinutes: number | null | undefined): number {
  const minutes =
    typeof settingMinutes === "number" && Number.isFinite(settingMinutes) && settingMinutes > 1 ? settingMinutes : DEFAULT_INACTIVITY_MINUTES;
  return minutes * 60_000;
}

/** Milliseconds left before the timeout; 0 means the session has to end now. */
export function inactivityRemainingMs(lastActivityAt: number, now: Date, timeoutMs: number): number {
  return Math.max(0, lastActivityAt + timeoutMs - now.getTime());
}

/** WCAG 2.2.1: the player is warned this long before the timeout and can stay logged in. */
export const INACTIVITY_WARNING_MS = 60_000;

export type InactivityPhase = "active" | "warning" | "expired";

export interface InactivityState {
  phase: InactivityPhase;
  /** Milliseconds before the session ends; 0 once expired. */
  leftMs: number;
  /** When the phase can next change, from `now` (ms); 0 once expired. */
  nextCheckInMs: number;
}

/**
 * Where the inactivity timer stands: active until the warning (a minute before the timeout, or half the timeout when
 * that is shorter), then warning, then expired. `lastActivityAt` is the latest activity of any tab.
 */
export function inactivityState(lastActivityAt: number, now: Date, timeoutMs: number): InactivityState {
  const leftMs = inactivityRemainingMs(lastActivityAt, now, timeoutMs);
  const warningMs = Math.min(INACTIVITY_WARNING_MS, timeoutMs / 2);
  if (leftMs <= 0) return { phase: "expired", leftMs: 0, nextCheckInMs: 0 };
  if (leftMs <= warningMs) return { phase: "warning", leftMs, nextCheckInMs: leftMs };
  return { phase: "active", leftMs, nextCheckInMs: leftMs - warningMs };
}
