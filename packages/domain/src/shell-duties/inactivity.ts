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
