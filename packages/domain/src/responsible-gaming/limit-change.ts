import { isBetLimitName, type LimitName } from "./limit-names.ts";

/** Spec §5/§9: a limit can be changed once per hour (at least an hour lock after each change). */
export const LIMIT_CHANGE_LOCK_MS = 60 * 60 * 1000;

/** Spec §6: from this loyalty level on, a bet limit can only be removed through support. */
export const HIGH_LOYALTY_LEVEL = 5;

/** When the limit may change again; null when it may change now (never changed, or the hour has passed). */
export function limitUnlocksAt(lastChangedAt: string | Date | null, now: Date): Date | null {
  if (lastChangedAt === null) return null;
  const unlocks = new Date(new Date(lastChangedAt).getTime() + LIMIT_CHANGE_LOCK_MS);
  return unlocks.getTime() > now.getTime() ? unlocks : null;
}

export interface LimitChange {
  name: LimitName;
  /** The amount in force; null when none. */
  current: number | null;
  /** The amount asked for; null removes the limit. */
  next: number | null;
  lastChangedAt: string | Date | null;
  loyaltyLevel: number;
  now: Date;
}

/** Issue 27 (regulated markets): raising or removing a limit waits this long; lowering applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

/** Whether a change protects the player (a first limit, or a lower one): such a change applies at once. */
export const isStricterLimit = (current: number | null, next: number | null): boolean =>
  next !== null && (current === null || next < current);

export type LimitChangeDecision =
  | { allowed: true; changed: false }
  | { allowed: true; changed: true; applies: "now" }
  /** A raise or a removal: it takes effect at `effectiveAt` unless the player cancels it before. */
  | { allowed: true; changed: true; applies: "pending"; effectiveAt: Date }
  | { allowed: false; code: "CHANGE_NOT_ALLOWED"; unlocksAt: Date }
  | { allowed: false; code: "REMOVAL_NEEDS_SUPPORT" };

/**
 * Whether a limit may be set to `next` now, and when it applies. Sending the amount in force is no change and
 * always allowed. Every change, a pending one too, starts the hour's lock.
 */
export function decideLimitChange({ name, current, next, lastChangedAt, loyaltyLevel, now }: LimitChange): LimitChangeDecision {
  if (current === next) return { allowed: true, changed: false };
  if (next === null && current !== null && isBetLimitName(name) && loyaltyLevel >= HIGH_LOYALTY_LEVEL) {
    return { allowed: false, code: "REMOVAL_NEEDS_SUPPORT" };
  }
  const unlocksAt = limitUnlocksAt(lastChangedAt, now);
  if (unlocksAt) return { allowed: false, code: "CHANGE_NOT_ALLOWED", unlocksAt };
  if (isStricterLimit(current, next)) return { allowed: true, changed: true, applies: "now" };
  return { allowed: true, changed: true, applies: "pending", effectiveAt: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS) };
}
