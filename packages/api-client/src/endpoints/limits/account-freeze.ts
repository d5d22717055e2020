import { mutationOptions } from "@tanstack/react-query";
import { ACCOUNT_FREEZE_PERIODS } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const AccountFreezePayloadSchema = v.object({ period: v.picklist(ACCOUNT_FREEZE_PERIODS) });
export type AccountFreezePayload = v.InferInput<typeof AccountFreezePayloadSchema>;
export const AccountFreezeResponseSchema = successEnvelope(v.object({ frozenUntil: v.string() }));
export type AccountFreezeResult = v.InferOutput<typeof AccountFreezeResponseSchema>["data"];

/**
 * POST /api/user/limits/freeze (spec §9: 1 day, 3 days, one week, 10 days). Every session of the player ends
 * (reason ACCOUNT_LOCKED) and login is refused (auth vertical, `isFrozen`) until `frozenUntil`: sign the player out after it.
 */
export async function freezeAccount(payload: AccountFreezePayload): Promise<AccountFreezeResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/limits/freeze", body: payload, schema: AccountFreezeResponseSchema });
  return data;
}

export const freezeAccountMutationOptions = () =>
  mutationOptions({ mutationKey: ["limits", "freeze"], mutationFn: freezeAccount });
