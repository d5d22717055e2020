import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { SELF_EXCLUSION_MAX_MONTHS, exclusionLiftsAt, selfExclusionEnd, type AccountFreezePeriod, type ExclusionKind, type SelfExclusionPeriod, type TimeOutPeriod } from "@casino/domain";

/** Spec §9 time-out options, as the select shows them. */
export const TIME_OUT_LABELS: Record<TimeOutPeriod, MessageDescriptor> = {
  "1h": msg`1 hour`,
  "12h": msg`12 hours`,
  "1d": msg`1 day`,
  "3d": msg`3 days`,
  "1w": msg`1 week`,
  "1m": msg`1 month`,
};

/** Spec §9 account freeze options. */
export const FREEZE_LABELS: Record<AccountFreezePeriod, MessageDescriptor> = {
  "1d": msg`1 day`,
  "3d": msg`3 days`,
  "1w": msg`1 week`,
  "10d": msg`10 days`,
};

export const MONTHS_MAX = SELF_EXCLUSION_MAX_MONTHS;

/**
 * When a block chosen now would let the player play again (null: never), for the confirmation's statement. A
 * self-exclusion holds through the (UTC) day it ends on, a time-out to its exact end (domain exclusionLiftsAt).
 */
export function blockLiftsAt(kind: ExclusionKind, period: SelfExclusionPeriod, now: Date, months?: number): Date | null | undefined {
  const end = selfExclusionEnd(period, now, months);
  if (!end) return undefined;
  if (end.permanent) return null;
  return exclusionLiftsAt({ kind, selfExclusion: end.until.toISOString(), isSelfExclusionPermanent: false }, now);
}
