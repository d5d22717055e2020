import { roundMoney } from "./limit-periods.ts";

/** Issue 27 point 5: the reality-check intervals a player may choose, in minutes; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/**
 * When the next reality check is due in a session that began at `startedAt`: the first whole interval after
 * `now` counted from the session's start (15, 30, 45 ... minutes in); null when the check is off.
 */
export function nextRealityCheckAt(interval: RealityCheckInterval, startedAt: string | Date, now: Date): Date | null {
  if (interval === 0) return null;
  const start = new Date(startedAt).getTime();
  const step = interval * 60_000;
  const done = Math.max(0, Math.floor((now.getTime() - start) / step));
  return new Date(start + (done + 1) * step);
}

export interface SessionResult {
  /** Stakes placed in the session. */
  bet: number;
  /** Wins paid in the session. */
  won: number;
  /** Won minus bet, in the spec's two decimals (negative: the player is down). */
  net: number;
}

export function sessionResult(bet: number, won: number): SessionResult {
  const [b, w] = [roundMoney(bet), roundMoney(won)];
  // `|| 0`: an even session reads 0, not -0.
  return { bet: b, won: w, net: roundMoney(w - b) || 0 };
}
