import { describe, expect, it } from "vitest";
import { ApiError, TransportError } from "@casino/api-client";
import { couponFailure, couponRedeemed } from "./coupon-outcome.ts";

describe("coupon outcomes", () => {
  it.each([
    [new ApiError(409, "COUPON_ALREADY_REDEEMED", "x"), "already_redeemed"],
    [new ApiError(400, "COUPON_INVALID", "x"), "invalid"],
    [new ApiError(400, "VALIDATION_ERROR", "x"), "invalid"],
    [new ApiError(409, "SELF_EXCLUDED", "x"), "self_excluded"],
    [new ApiError(500, "INTERNAL", "x"), "failed"],
    [new TransportError("/api/user/coupon/redeem"), "failed"],
  ])("%s is %s", (error, kind) => {
    expect(couponFailure(error)).toEqual({ kind });
  });

  it("keeps the credited amount and currency", () => {
    const result = { code: "WELCOME5", amount: 5, currencyCode: "EUR", userWallet: { amount: 0, nonCashAmount: 5, totalAmount: 5 } };
    expect(couponRedeemed(result)).toEqual({ kind: "redeemed", amount: 5, currencyCode: "EUR" });
  });
});
