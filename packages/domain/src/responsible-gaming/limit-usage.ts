import { periodEnd, roundMoney, type LimitPeriod } from "./limit-periods.ts";

export interface LimitUsage {
  /** What counts against the limit in the current period (deposits, stakes or net losses). */
  used: number;
  /** The limit minus what is used, never below 0. */
  left: number;
  /** When the period ends and the limit is whole again. */
  resetsAt: Date;
}

/** Where a periodic limit stands now, on the player's wall clock; null without a limit. */
export function limitUsage(limit: number | null, used: number, period: LimitPeriod, now: Date, timeZone = "UTC"): LimitUsage | null {
  if (limit === null) return null;
  return { used: roundMoney(used), left: Math.max(0, roundMoney(limit - used)), resetsAt: periodEnd(period, now, timeZone) };
}
