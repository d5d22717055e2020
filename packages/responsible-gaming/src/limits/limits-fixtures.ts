import type { LimitEntry, Limits } from "@casino/api-client";
import { LIMIT_NAMES, LIMIT_SLOTS, type LimitName } from "@casino/domain";

/** An entry of the limits read: no limit unless `overrides` set one. */
export function limitEntry(name: LimitName, overrides: Partial<LimitEntry> = {}): LimitEntry {
  const { kind, period } = LIMIT_SLOTS[name];
  return { name, kind, period, amount: null, changedAt: null, unlocksAt: null, used: null, left: null, resetsAt: null, pending: null, ...overrides };
}

/** The limits read of a player with `set` limits (every name listed, as the sandbox answers). */
export function limitsOf(set: Partial<Record<LimitName, Partial<LimitEntry>>> = {}, overrides: Partial<Limits> = {}): Limits {
  return {
    limits: LIMIT_NAMES.map((name) => limitEntry(name, set[name])),
    sessionTimeLimit: null,
    monthlyWinningsLimit: null,
    monthlyWinnings: null,
    userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
    isSelfExcluded: false,
    exclusion: null,
    frozenUntil: null,
    ghostMode: false,
    awayStatus: false,
    canRemoveBetLimits: true,
    timeZone: "Europe/Malta",
    realityCheckMinutes: 0,
    ...overrides,
  };
}

/** A daily deposit limit of €100 with €25 deposited today, resetting at Malta's midnight. */
export const dailyDeposit100: Partial<LimitEntry> = {
  amount: 100,
  used: 25,
  left: 75,
  resetsAt: "2026-11-27T23:00:00.000Z",
  changedAt: "2026-11-20T10:00:00.000Z",
};
