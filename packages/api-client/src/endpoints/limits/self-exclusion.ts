import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import { SELF_EXCLUSION_KIND_PERIODS, SELF_EXCLUSION_MAX_MONTHS, TIME_OUT_PERIODS } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { UserLimitSchema } from "../user/user-schema.ts";
import { ExclusionSchema, limitsQueryKey } from "./limits.ts";

/** The player's password confirms the block (issue 27 point 3). */
const password = v.pipe(v.string(), v.minLength(1), v.maxLength(255));

/** A self-exclusion: `months` (1..60) with period "months", or "permanent". */
export const SelfExclusionPayloadSchema = v.object({
  period: v.picklist(SELF_EXCLUSION_KIND_PERIODS),
  months: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SELF_EXCLUSION_MAX_MONTHS))),
  password,
});
export type SelfExclusionPayload = v.InferInput<typeof SelfExclusionPayloadSchema>;

/** A time-out (spec §9): 1 hour, 12 hours, 1 day, 3 days, 1 week, 1 month. */
export const TimeOutPayloadSchema = v.object({ period: v.picklist(TIME_OUT_PERIODS), password });
export type TimeOutPayload = v.InferInput<typeof TimeOutPayloadSchema>;

export const SelfExclusionResponseSchema = successEnvelope(
  v.object({ userLimit: UserLimitSchema, isSelfExcluded: v.boolean(), exclusion: ExclusionSchema }),
);
export type SelfExclusionResult = v.InferOutput<typeof SelfExclusionResponseSchema>["data"];

/**
 * POST /api/user/limits/self-exclusion. While active the account can only withdraw (spec §4). An active block can
 * only be lengthened: 409 SELF_EXCLUSION_ACTIVE otherwise; 400 INVALID_PASSWORD, MONTHS_REQUIRED, VALIDATION_ERROR.
 */
export async function selfExclude(payload: SelfExclusionPayload): Promise<SelfExclusionResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/limits/self-exclusion", body: payload, schema: SelfExclusionResponseSchema });
  return data;
}

/** POST /api/user/limits/time-out: as the self-exclusion, but short and lifting at its exact end. Same errors. */
export async function takeTimeOut(payload: TimeOutPayload): Promise<SelfExclusionResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/limits/time-out", body: payload, schema: SelfExclusionResponseSchema });
  return data;
}

const refreshAfterBlock = (queryClient: QueryClient) => () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
    queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
  ]);

export const selfExcludeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: ["limits", "self-exclusion"], mutationFn: selfExclude, onSuccess: refreshAfterBlock(queryClient) });

export const takeTimeOutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: ["limits", "time-out"], mutationFn: takeTimeOut, onSuccess: refreshAfterBlock(queryClient) });
