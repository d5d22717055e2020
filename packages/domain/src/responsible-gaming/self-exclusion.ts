/** Spec §9 self-exclusion options; "months" takes a number of months, "permanent" never ends. */
export const SELF_EXCLUSION_PERIODS = ["1h", "12h", "1d", "3d", "1w", "1m", "months", "permanent"] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export const SELF_EXCLUSION_MAX_MONTHS = 60;

const HOUR = 3_600_000;
const fixed: Partial<Record<SelfExclusionPeriod, number>> = { "1h": HOUR, "12h": 12 * HOUR, "1d": 24 * HOUR, "3d": 72 * HOUR, "1w": 168 * HOUR };

export type SelfExclusionEnd = { permanent: true } | { permanent: false; until: Date };

/** Calendar months, clamped to the last day of a shorter month (January 31st + 1 month = February 28th). */
function addMonths(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return new Date(target.getTime() + (now.getTime() % 86_400_000));
}

/** When a self-exclusion chosen now ends; undefined for "months" without a whole number of months in range. */
export function selfExclusionEnd(period: SelfExclusionPeriod, now: Date, months?: number): SelfExclusionEnd | undefined {
  if (period === "permanent") return { permanent: true };
  const span = fixed[period];
  if (span !== undefined) return { permanent: false, until: new Date(now.getTime() + span) };
  if (period === "1m") return { permanent: false, until: addMonths(now, 1) };
  if (months === undefined || !Number.isInteger(months) || months < 1 || months > SELF_EXCLUSION_MAX_MONTHS) return undefined;
  return { permanent: false, until: addMonths(now, months) };
}

export interface SelfExclusionState {
  /** End date-time (ISO), null when none. */
  selfExclusion: string | null;
  isSelfExclusionPermanent: boolean;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Spec §4: active if permanent or the date is today or later. The comparison is by (UTC) day, as the spec
 * words it, so an exclusion that ended earlier today still holds until midnight.
 */
export function isSelfExclusionActive(state: SelfExclusionState, now: Date): boolean {
  if (state.isSelfExclusionPermanent) return true;
  if (state.selfExclusion === null) return false;
  const end = new Date(state.selfExclusion);
  if (Number.isNaN(end.getTime())) return false;
  return utcDay(end) >= utcDay(now);
}

/** A new self-exclusion may only lengthen an active one (a player cannot shorten it on a whim). */
export function canReplaceSelfExclusion(current: SelfExclusionState, next: SelfExclusionEnd, now: Date): boolean {
  if (!isSelfExclusionActive(current, now)) return true;
  if (current.isSelfExclusionPermanent) return false;
  return next.permanent || next.until.getTime() >= new Date(current.selfExclusion!).getTime();
}
