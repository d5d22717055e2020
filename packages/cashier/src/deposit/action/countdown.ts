/** Whole seconds from `now` to `expiresAt` (an ISO time), never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** "mm:ss" (minutes may pass 99 for long waits). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, "0")}:${String(safe % 60).padStart(2, "0")}`;
}

/**
 * The time a screen reader last heard: each whole minute, then 30 and 10 seconds before the end. The live region
 * shows this value, so it changes (and is read) only at those moments; every second would drown everything else.
 */
export function lastAnnouncement(seconds: number): number {
  if (seconds <= 0) return 0;
  if (seconds <= 10) return 10;
  if (seconds <= 30) return 30;
  return Math.ceil(seconds / 60) * 60;
}
