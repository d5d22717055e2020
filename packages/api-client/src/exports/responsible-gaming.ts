// Responsible gaming: limits, session time limit, self-exclusion, account freeze.
export {
  ExclusionSchema,
  LimitEntrySchema,
  LimitsResponseSchema,
  LimitsSchema,
  SessionTimeLimitSchema,
  UpdateLimitsPayloadSchema,
  cancelPendingLimit,
  cancelPendingLimitMutationOptions,
  getLimits,
  limitsQueryKey,
  limitsQueryOptions,
  updateLimits,
  updateLimitsMutationOptions,
} from "../endpoints/limits/limits.ts";
export type { Exclusion, LimitEntry, Limits, UpdateLimitsPayload } from "../endpoints/limits/limits.ts";
export {
  SelfExclusionPayloadSchema,
  SelfExclusionResponseSchema,
  TimeOutPayloadSchema,
  selfExclude,
  selfExcludeMutationOptions,
  takeTimeOut,
  takeTimeOutMutationOptions,
} from "../endpoints/limits/self-exclusion.ts";
export type { SelfExclusionPayload, SelfExclusionResult, TimeOutPayload } from "../endpoints/limits/self-exclusion.ts";
export {
  AccountFreezePayloadSchema,
  AccountFreezeResponseSchema,
  freezeAccount,
  freezeAccountMutationOptions,
} from "../endpoints/limits/account-freeze.ts";
export type { AccountFreezePayload, AccountFreezeResult } from "../endpoints/limits/account-freeze.ts";
export {
  SessionSummaryResponseSchema,
  SessionSummarySchema,
  getSessionSummary,
  sessionSummaryQueryOptions,
} from "../endpoints/limits/session-summary.ts";
export type { SessionSummary } from "../endpoints/limits/session-summary.ts";
export {
  AWAY_MODES,
  AwayStatusPayloadSchema,
  AwayStatusResponseSchema,
  AwayStatusSchema,
  awayStatusQueryKey,
  awayStatusQueryOptions,
  getAwayStatus,
  setAwayStatus,
  setAwayStatusMutationOptions,
} from "../endpoints/limits/away-status.ts";
export type { AwayStatus, AwayStatusPayload } from "../endpoints/limits/away-status.ts";
