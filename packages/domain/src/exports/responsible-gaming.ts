// Responsible gaming (spec §3 Limits, §4 self-exclusion, §5 session limit and bet limits, §9 options).
export { LIMIT_PERIODS, LIMIT_PERIOD_VALUES, periodEnd, periodStart, roundMoney, sumInPeriod } from "../responsible-gaming/limit-periods.ts";
export type { DatedAmount, LimitPeriod } from "../responsible-gaming/limit-periods.ts";
export {
  BET_LIMIT_NAMES,
  DEPOSIT_LIMIT_NAMES,
  LIMIT_KINDS,
  LIMIT_NAMES,
  LIMIT_SLOTS,
  isBetLimitName,
  limitNameOf,
} from "../responsible-gaming/limit-names.ts";
export type { BetLimitName, DepositLimitName, LimitKind, LimitName } from "../responsible-gaming/limit-names.ts";
export { remainingDepositAllowance, remainingDepositInPeriod } from "../responsible-gaming/deposit-limit.ts";
export type { DepositLimitInput } from "../responsible-gaming/deposit-limit.ts";
export {
  HIGH_LOYALTY_LEVEL,
  LIMIT_CHANGE_LOCK_MS,
  LIMIT_INCREASE_DELAY_MS,
  decideLimitChange,
  isStricterLimit,
  limitUnlocksAt,
} from "../responsible-gaming/limit-change.ts";
export type { LimitChange, LimitChangeDecision } from "../responsible-gaming/limit-change.ts";
export { limitUsage } from "../responsible-gaming/limit-usage.ts";
export type { LimitUsage } from "../responsible-gaming/limit-usage.ts";
export { BONUS_BUY_PRICE_MULTIPLIER, betLimitBreach, bonusBuyBreach } from "../responsible-gaming/bet-limits.ts";
export type { BetCheck, BonusBuyBreach } from "../responsible-gaming/bet-limits.ts";
export {
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  SESSION_LIMIT_UNITS,
  checkSessionLimit,
  isSessionLimitReached,
  sessionLimitEndsAt,
  sessionTimeLeft,
} from "../responsible-gaming/session-limit.ts";
export type { SessionLimit, SessionLimitCheck, SessionLimitUnit } from "../responsible-gaming/session-limit.ts";
export {
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_PERIODS,
  canReplaceSelfExclusion,
  isSelfExclusionActive,
  selfExclusionEnd,
} from "../responsible-gaming/self-exclusion.ts";
export type { SelfExclusionEnd, SelfExclusionPeriod, SelfExclusionState } from "../responsible-gaming/self-exclusion.ts";
export { ACCOUNT_FREEZE_PERIODS, accountFreezeEnd, isAccountFrozen } from "../responsible-gaming/account-freeze.ts";
export type { AccountFreezePeriod } from "../responsible-gaming/account-freeze.ts";
export { AWAY_AFTER_MS, AWAY_REMOVAL_MS, awayState } from "../responsible-gaming/away-status.ts";
export type { AwayInput, AwayState } from "../responsible-gaming/away-status.ts";
export { isWinningsLimitReached, netWinnings, remainingMonthlyWinnings } from "../responsible-gaming/winnings-limit.ts";
export { REALITY_CHECK_INTERVALS, nextRealityCheckAt, sessionResult } from "../responsible-gaming/reality-check.ts";
export type { RealityCheckInterval, SessionResult } from "../responsible-gaming/reality-check.ts";
export {
  EXCLUSION_KINDS,
  SELF_EXCLUSION_KIND_PERIODS,
  TIME_OUT_PERIODS,
  canReplaceExclusion,
  exclusionLiftsAt,
  isExclusionActive,
} from "../responsible-gaming/exclusion-kinds.ts";
export type { ExclusionKind, ExclusionState, SelfExclusionKindPeriod, TimeOutPeriod } from "../responsible-gaming/exclusion-kinds.ts";
