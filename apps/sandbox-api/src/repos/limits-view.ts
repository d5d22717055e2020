import type { Database } from "better-sqlite3";
import type { Exclusion, Limits } from "@casino/api-client";
import {
  HIGH_LOYALTY_LEVEL,
  LIMIT_NAMES,
  LIMIT_SLOTS,
  exclusionLiftsAt,
  isExclusionActive,
  limitUnlocksAt,
  limitUsage,
  sumInPeriod,
  type ExclusionState,
  type LimitName,
} from "@casino/domain";
import { betTotals, type BetTotals } from "./bet-limit-totals.ts";
import { exclusionState, readLimits, readPlayerSettings } from "./limits.ts";
import { limitedDeposits } from "./payments.ts";
import type { UserRow } from "./users.ts";

/** What counts against each periodic limit in its current period on the player's clock: deposits, stakes, losses. */
function usedByLimit(db: Database, user: UserRow, totals: BetTotals, now: Date, timeZone: string): (name: LimitName) => number {
  // The deposits the cashier counts when it refuses with PAYMENT_LIMIT_THRESHOLD (in the account currency), and the
  // rounds the spin counts for the bet and loss limits, so `left` is exactly what the next deposit or bet may use.
  const deposits = limitedDeposits(db, user.id, user.currency_code);
  return (name) => {
    const { kind, period } = LIMIT_SLOTS[name];
    if (period === null) return 0;
    if (kind === "deposit") return sumInPeriod(deposits, period, now, timeZone);
    return (kind === "loss" ? totals.lost : totals.wagered)[period];
  };
}

/** The running time-out or self-exclusion as the client reads it; null when none holds at `now`. */
export function exclusionView(state: ExclusionState, now: Date): Exclusion | null {
  if (!isExclusionActive(state, now)) return null;
  return {
    kind: state.kind ?? "selfExclusion",
    until: state.selfExclusion,
    liftsAt: exclusionLiftsAt(state, now)?.toISOString() ?? null,
    permanent: state.isSelfExclusionPermanent,
  };
}

/** GET /api/user/limits data: every limit with its use, reset, hourly lock and pending change, and the other settings. */
export function limitsView(db: Database, user: UserRow, now: Date): Limits {
  const stored = readLimits(db, user.id, now);
  const settings = readPlayerSettings(db, user.id);
  const timeZone = settings.time_zone;
  const totals = betTotals(db, user.id, user.currency_code, now, timeZone);
  const used = usedByLimit(db, user, totals, now, timeZone);
  const userLimit = { selfExclusion: user.self_exclusion_until, isSelfExclusionPermanent: user.self_exclusion_permanent === 1 };
  const exclusion = exclusionView(exclusionState(db, user.id), now);
  const winnings = limitUsage(user.monthly_limit, totals.won[2], 2, now, timeZone);
  return {
    limits: LIMIT_NAMES.map((name) => {
      const { amount, changedAt, pending } = stored[name];
      const { kind, period } = LIMIT_SLOTS[name];
      const usage = period === null ? null : limitUsage(amount, used(name), period, now, timeZone);
      return {
        name, kind, period, amount, changedAt,
        unlocksAt: limitUnlocksAt(changedAt, now)?.toISOString() ?? null,
        used: usage?.used ?? null,
        left: usage?.left ?? null,
        resetsAt: usage?.resetsAt.toISOString() ?? null,
        remaining: kind === "deposit" ? (usage?.left ?? null) : null,
        pending,
      };
    }),
    sessionTimeLimit:
      settings.session_limit_minutes === null
        ? null
        : { value: settings.session_limit_value!, unit: settings.session_limit_unit!, minutes: settings.session_limit_minutes },
    monthlyWinningsLimit: user.monthly_limit,
    monthlyWinnings: winnings && { ...winnings, resetsAt: winnings.resetsAt.toISOString() },
    userLimit,
    isSelfExcluded: exclusion !== null,
    exclusion,
    frozenUntil: settings.frozen_until,
    ghostMode: settings.ghost_mode === 1,
    awayStatus: settings.away_since !== null,
    canRemoveBetLimits: user.loyalty_level < HIGH_LOYALTY_LEVEL,
    timeZone,
    realityCheckMinutes: settings.reality_check_minutes,
  };
}
