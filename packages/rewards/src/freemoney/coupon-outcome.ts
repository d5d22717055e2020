import { ApiError, type RedeemCouponResult } from "@casino/api-client";

/** What a coupon redemption came to (spec §8: success, already redeemed, invalid, failure). */
export type CouponOutcome =
  | { kind: "redeemed"; amount: number; currencyCode: string }
  | { kind: "already_redeemed" }
  | { kind: "invalid" }
  | { kind: "self_excluded" }
  | { kind: "failed" };

const BY_CODE: Record<string, CouponOutcome["kind"]> = {
  COUPON_ALREADY_REDEEMED: "already_redeemed",
  COUPON_INVALID: "invalid",
  VALIDATION_ERROR: "invalid",
  SELF_EXCLUDED: "self_excluded",
};

export const couponRedeemed = (result: RedeemCouponResult): CouponOutcome => ({ kind: "redeemed", amount: result.amount, currencyCode: result.currencyCode });

export function couponFailure(error: unknown): CouponOutcome {
  const kind = error instanceof ApiError ? BY_CODE[error.code] : undefined;
  return { kind: kind ?? "failed" } as CouponOutcome;
}
