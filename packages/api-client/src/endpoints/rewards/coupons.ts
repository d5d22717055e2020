import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { UserWalletSchema } from "../user/user-schema.ts";

export const RedeemCouponPayloadSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)) });
export type RedeemCouponPayload = v.InferInput<typeof RedeemCouponPayloadSchema>;

export const RedeemCouponResultSchema = v.object({
  code: v.string(),
  /** Bonus (non-cash) money credited, in the player's currency. */
  amount: v.number(),
  currencyCode: v.string(),
  userWallet: UserWalletSchema,
});
export type RedeemCouponResult = v.InferOutput<typeof RedeemCouponResultSchema>;
export const RedeemCouponResponseSchema = successEnvelope(RedeemCouponResultSchema);

/** POST /api/user/coupon/redeem { code }: 409 COUPON_ALREADY_REDEEMED; 400 COUPON_INVALID (unknown, expired, used up). */
export async function redeemCoupon(payload: RedeemCouponPayload): Promise<RedeemCouponResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/coupon/redeem", body: payload, schema: RedeemCouponResponseSchema });
  return data;
}

export const redeemCouponMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["coupons", "redeem"],
    mutationFn: redeemCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
  });
