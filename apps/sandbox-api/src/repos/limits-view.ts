import type { Database } from "better-sqlite3";
import type { Limits } from "@casino/api-client";
import { HIGH_LOYALTY_LEVEL, LIMIT_NAMES, LIMIT_SLOTS, isSelfExclusionActive, limitUnlocksAt, remainingDepositInPeriod, type DatedAmount, type LimitKind, type LimitPeriod } from "@casino/domain";
import { readLimits, readPlayerSettings } from "./limits.ts";
import { limitedDeposits } from "./payments.ts";
import type { UserRow } from "./users.ts";

/** A deposit limit's amount minus the deposits of its current period (never below 0); null for other kinds or no limit. */
function remainingOf(slot: { kind: LimitKind; period: LimitPeriod | null }, limit: number | null, deposits: readonly DatedAmount[], now: Date): number | null {
  if (slot.kind !== "deposit" || slot.period === null) return null;
  return remainingDepositInPeriod({ limit, period: slot.period, deposits, now });
}

/** GET /api/user/limits data: every limit with its hourly lock, and the other responsible-gaming settings. */
export function limitsView(db: Database, user: UserRow, now: Date): Limits {
  const stored = readLimits(db, user.id);
  const settings = readPlayerSettings(db, user.id);
  // The deposits the cashier counts against the limits when it refuses with PAYMENT_LIMIT_THRESHOLD (deposits are made
  // in the account currency), so `remaining` is exactly what the next deposit may use.
  const deposits = limitedDeposits(db, user.id, user.currency_code);
  const userLimit = { selfExclusion: user.self_exclusion_until, isSelfExclusionPermanent: user.self_exclusion_permanent === 1 };
  return {
    limits: LIMIT_NAMES.map((name) => ({
      name,
      ...LIMIT_SLOTS[name],
      amount: stored[name].amount,
      remaining: remainingOf(LIMIT_SLOTS[name], stored[name].amount, deposits, now),
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
