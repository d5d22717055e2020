import type { Limits } from "@casino/api-client";

/** A player's limits read with nothing set (the fields the pages read; override what a test needs). */
export function someLimits(overrides: Partial<Limits> = {}): Limits {
  return {
    limits: [],
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
    timeZone: "UTC",
    realityCheckMinutes: 0,
    ...overrides,
  };
}
