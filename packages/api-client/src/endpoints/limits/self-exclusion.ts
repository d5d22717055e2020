import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import { SELF_EXCLUSION_MAX_MONTHS, SELF_EXCLUSION_PERIODS } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { UserLimitSchema } from "../user/user-schema.ts";
import { limitsQueryKey } from "./limits.ts";

/** Spec §9 options; `months` (1..60) only with period "months". */
export const SelfExclusionPayloadSchema = v.object({
  period: v.picklist(SELF_EXCLUSION_PERIODS),
  months: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SELF_EXCLUSION_MAX_MONTHS))),
});
export type SelfExclusionPayload = v.InferInput<typeof SelfExclusionPayloadSchema>;
export const SelfExclusionResponseSchema = successEnvelope(v.object({ userLimit: UserLimitSchema, isSelfExcluded: v.boolean() }));
export type SelfExclusionResult = v.InferOutput<typeof SelfExclusionResponseSchema>["data"];

/**
 * POST /api/user/limits/self-exclusion. While active the account can only withdraw (spec §4). An active one can
 * only be lengthened: 409 SELF_EXCLUSION_ACTIVE otherwise; 400 MONTHS_REQUIRED for "months" without a count.
 */
export async function selfExclude(payload: SelfExclusionPayload): Promise<SelfExclusionResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/limits/self-exclusion", body: payload, schema: SelfExclusionResponseSchema });
  return data;
}

export const selfExcludeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["limits", "self-exclusion"],
    mutationFn: selfExclude,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
      ]),
  });
