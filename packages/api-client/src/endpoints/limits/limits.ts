import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_NAMES, REALITY_CHECK_INTERVALS, SESSION_LIMIT_UNITS, isValidTimeZone, type LimitName } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { UserLimitSchema } from "../user/user-schema.ts";

/** One amount limit (spec §3): its name, kind and period (0 daily, 1 weekly, 2 monthly; null for maxBetLimit). */
export const LimitEntrySchema = v.object({
  name: v.picklist(LIMIT_NAMES),
  kind: v.picklist(LIMIT_KINDS),
  period: v.nullable(v.picklist([0, 1, 2])),
  amount: v.nullable(v.number()),
  changedAt: v.nullable(v.string()),
  /** Spec §5: changeable once per hour; until this time a change answers 409 CHANGE_NOT_ALLOWED. */
  unlocksAt: v.nullable(v.string()),
  /**
   * Deposit limits: the amount minus the deposits counted against it this period (what the next deposit may use
   * before PAYMENT_LIMIT_THRESHOLD); null for other kinds or without a limit. Optional: older servers omit it.
   */
  remaining: v.optional(v.nullable(v.number())),
  /**
   * What counts against the limit in the current period (deposits; stakes for bet limits; stakes minus wins and
   * refunds, never below 0, for loss limits), what is left of it and when the period ends on the player's wall
   * clock (`timeZone`). Null without a limit and for maxBetLimit (a limit per bet, not per period).
   */
  used: v.nullable(v.number()),
  left: v.nullable(v.number()),
  resetsAt: v.nullable(v.string()),
  /**
   * A raise or removal waiting its 24 hours (lowering, or a first limit, applies at once): `amount` (null: the
   * limit goes) becomes the limit at `effectiveAt` unless cancelled. Null when nothing is pending.
   */
  pending: v.nullable(v.object({ amount: v.nullable(v.number()), effectiveAt: v.string() })),
});
export type LimitEntry = v.InferOutput<typeof LimitEntrySchema>;

export const SessionTimeLimitSchema = v.object({
  value: v.number(),
  unit: v.picklist(SESSION_LIMIT_UNITS),
  minutes: v.number(),
});

/**
 * An active block on play (issue 27 point 3): a time-out (lifts at `until`) or a self-exclusion (months: holds through
 * the UTC day of `until`, spec §4; or permanent). `liftsAt`: the first instant play is allowed again (null: permanent).
 */
export const ExclusionSchema = v.object({
  kind: v.picklist(EXCLUSION_KINDS),
  until: v.nullable(v.string()),
  liftsAt: v.nullable(v.string()),
  permanent: v.boolean(),
});
export type Exclusion = v.InferOutput<typeof ExclusionSchema>;

/** Every responsible-gaming setting of the player (the /profile2/limits screen). */
export const LimitsSchema = v.object({
  limits: v.array(LimitEntrySchema),
  sessionTimeLimit: v.nullable(SessionTimeLimitSchema),
  /** Monthly winnings limit (the user's userMonthlyLimit). */
  monthlyWinningsLimit: v.nullable(v.number()),
  /**
   * Where the winnings limit stands (null without one): this month's net winnings on the player's calendar (wins
   * minus stakes, never below 0), what is left, and when the month ends. Once `left` is 0 spins answer 409
   * WINNINGS_LIMIT_REACHED until `resetsAt`; the round that reaches the limit is paid in full.
   */
  monthlyWinnings: v.nullable(v.object({ used: v.number(), left: v.number(), resetsAt: v.string() })),
  userLimit: UserLimitSchema,
  isSelfExcluded: v.boolean(),
  /** The running time-out or self-exclusion (null when none holds): only withdrawals work meanwhile. */
  exclusion: v.nullable(ExclusionSchema),
  frozenUntil: v.nullable(v.string()),
  ghostMode: v.boolean(),
  awayStatus: v.boolean(),
  /** False for a high loyalty level: removing a bet or loss limit goes through support (spec §6). */
  canRemoveBetLimits: v.boolean(),
  /** The IANA zone the day, week (from Monday) and month limits reset in ("UTC" until the player sets one). */
  timeZone: v.string(),
  /** Issue 27 point 5: minutes between reality checks in a session, 0 = off. */
  realityCheckMinutes: v.picklist(REALITY_CHECK_INTERVALS),
});
export type Limits = v.InferOutput<typeof LimitsSchema>;
export const LimitsResponseSchema = successEnvelope(LimitsSchema);

const amount = v.optional(v.nullable(v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000_000))));

/** PUT /api/user/limits: only the keys sent change; null removes a limit; the amount in force is no change. */
export const UpdateLimitsPayloadSchema = v.object({
  dailyDepositLimit: amount,
  weeklyDepositLimit: amount,
  monthlyDepositLimit: amount,
  maxBetLimit: amount,
  dailyBetLimit: amount,
  weeklyBetLimit: amount,
  monthlyBetLimit: amount,
  dailyLossLimit: amount,
  weeklyLossLimit: amount,
  monthlyLossLimit: amount,
  monthlyWinningsLimit: amount,
  sessionTimeLimit: v.optional(v.nullable(v.object({ value: v.number(), unit: v.picklist(SESSION_LIMIT_UNITS) }))),
  ghostMode: v.optional(v.boolean()),
  awayStatus: v.optional(v.boolean()),
  /** IANA zone name (e.g. "Europe/Malta"): the periods reset on its wall clock. */
  timeZone: v.optional(v.pipe(v.string(), v.check(isValidTimeZone, "Unknown time zone"))),
  realityCheckMinutes: v.optional(v.picklist(REALITY_CHECK_INTERVALS)),
});
export type UpdateLimitsPayload = v.InferInput<typeof UpdateLimitsPayloadSchema>;

/** GET /api/user/limits (token). */
export async function getLimits(options: { signal?: AbortSignal } = {}): Promise<Limits> {
  const { data } = await apiRequest({ path: "/api/user/limits", schema: LimitsResponseSchema, ...options });
  return data;
}

/**
 * PUT /api/user/limits: answers the new settings. A lower (or first) limit applies at once; a higher one or a
 * removal is answered as the entry's `pending` change. 409 CHANGE_NOT_ALLOWED (body also carries `limit` and
 * `unlocksAt`), 400 REMOVAL_NEEDS_SUPPORT, SESSION_LIMIT_TOO_SHORT / _TOO_LONG / _INVALID, VALIDATION_ERROR.
 */
export async function updateLimits(payload: UpdateLimitsPayload): Promise<Limits> {
  const { data } = await apiRequest({ method: "PUT", path: "/api/user/limits", body: payload, schema: LimitsResponseSchema });
  return data;
}

export const limitsQueryKey = ["limits"] as const;

export const limitsQueryOptions = () => queryOptions({ queryKey: limitsQueryKey, queryFn: ({ signal }) => getLimits({ signal }) });

/** The answer replaces the cached limits; the user's userMonthlyLimit may have changed too. */
export const updateLimitsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["limits", "update"],
    mutationFn: updateLimits,
    onSuccess: (limits) => {
      queryClient.setQueryData(limitsQueryKey, limits);
      return queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
    },
  });

/**
 * DELETE /api/user/limits/pending/{name}: the player keeps the limit in force and drops its pending raise or
 * removal (allowed at any time: it does not count as a change for the hourly lock). Answers the new settings.
 * 404 NO_PENDING_CHANGE; 400 VALIDATION_ERROR (unknown name).
 */
export async function cancelPendingLimit(name: LimitName): Promise<Limits> {
  const { data } = await apiRequest({ method: "DELETE", path: `/api/user/limits/pending/${name}`, schema: LimitsResponseSchema });
  return data;
}

export const cancelPendingLimitMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["limits", "cancel-pending"],
    mutationFn: cancelPendingLimit,
    onSuccess: (limits) => queryClient.setQueryData(limitsQueryKey, limits),
  });
