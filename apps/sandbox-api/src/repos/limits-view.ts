import type { Database } from "better-sqlite3";
import type { Limits } from "@casino/api-client";
import { HIGH_LOYALTY_LEVEL, LIMIT_NAMES, LIMIT_SLOTS, isSelfExclusionActive, limitUnlocksAt } from "@casino/domain";
import { readLimits, readPlayerSettings } from "./limits.ts";
import type { UserRow } from "./users.ts";

/** GET /api/user/limits data: every limit with its hourly lock, and the other responsible-gaming settings. */
export function limitsView(db: Database, user: UserRow, now: Date): Limits {
  const stored = readLimits(db, user.id);
  const settings = readPlayerSettings(db, user.id);
  const userLimit = { selfExclusion: user.self_exclusion_until, isSelfExclusionPermanent: user.self_exclusion_permanent === 1 };
  return {
    limits: LIMIT_NAMES.map((name) => ({
      name,
      ...LIMIT_SLOTS[name],
      amount: stored[name].amount,
      changedAt: stored[name].changedAt,
      unlocksAt: limitUnlocksAt(stored[name].changedAt, now)?.toISOString() ?? null,
    })),
    sessionTimeLimit:
      settings.session_limit_minutes === null
        ? null
        : { value: settings.session_limit_value!, unit: settings.session_limit_unit!, minutes: settings.session_limit_minutes },
    monthlyWinningsLimit: user.monthly_limit,
    userLimit,
    isSelfExcluded: isSelfExclusionActive(userLimit, now),
    frozenUntil: settings.frozen_until,
    ghostMode: settings.ghost_mode === 1,
    awayStatus: settings.away_since !== null,
    canRemoveBetLimits: user.loyalty_level < HIGH_LOYALTY_LEVEL,
  };
}
