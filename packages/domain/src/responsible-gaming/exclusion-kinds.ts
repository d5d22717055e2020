import { isSelfExclusionActive, type SelfExclusionEnd, type SelfExclusionPeriod, type SelfExclusionState } from "./self-exclusion.ts";

/**
 * Issue 27 point 3: two kinds of block, kept apart. A time-out is short (spec §9: 1 h, 12 h, 1 day, 3 days, 1 week,
 * 1 month) and lifts at its exact end; a self-exclusion is months or permanent and follows spec §4 (it holds
 * through the day it ends on). Both leave only withdrawals, and neither can be shortened.
 */
export const TIME_OUT_PERIODS = ["1h", "12h", "1d", "3d", "1w", "1m"] as const satisfies readonly SelfExclusionPeriod[];
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const SELF_EXCLUSION_KIND_PERIODS = ["months", "permanent"] as const satisfies readonly SelfExclusionPeriod[];
export type SelfExclusionKindPeriod = (typeof SELF_EXCLUSION_KIND_PERIODS)[number];

export const EXCLUSION_KINDS = ["timeout", "selfExclusion"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export interface ExclusionState extends SelfExclusionState {
  /** Null for an exclusion stored before the kinds existed: read as a self-exclusion. */
  kind: ExclusionKind | null;
}

/** Whether the block holds at `now`: a time-out to the millisecond, a self-exclusion by spec §4's day rule. */
export function isExclusionActive(state: ExclusionState, now: Date): boolean {
  if (state.kind !== "timeout") return isSelfExclusionActive(state, now);
  return state.selfExclusion !== null && new Date(state.selfExclusion).getTime() > now.getTime();
}

/** When an active block lifts (the first instant play is allowed again); null when permanent or not active. */
export function exclusionLiftsAt(state: ExclusionState, now: Date): Date | null {
  if (!isExclusionActive(state, now) || state.isSelfExclusionPermanent || state.selfExclusion === null) return null;
  const end = new Date(state.selfExclusion);
  if (state.kind === "timeout") return end;
  return new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1));
}

/** A new block may only lengthen an active one, whatever the kinds (a time-out cannot cut a self-exclusion short). */
export function canReplaceExclusion(current: ExclusionState, next: SelfExclusionEnd, now: Date): boolean {
  if (!isExclusionActive(current, now)) return true;
  if (current.isSelfExclusionPermanent) return false;
  return next.permanent || next.until.getTime() >= new Date(current.selfExclusion!).getTime();
}
