import { RedeemCouponResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRewardsPlayer, createRewardsTestApp, walletOf, type RewardsTestApp } from "./bonus-test-kit.ts";
import { call, errorCode, parseWith } from "./catalog-test-kit.ts";

let t: RewardsTestApp;
beforeAll(() => {
  t = createRewardsTestApp();
  t.db.prepare("INSERT INTO coupons (code, amount, max_redemptions) VALUES ('ONLYONE', 3, 1)").run();
});
afterAll(() => t.close());

const redeem = (headers: Record<string, string>, code: string) => call(t, "/api/user/coupon/redeem", { method: "POST", body: { code }, headers });

describe("POST /api/user/coupon/redeem", () => {
  it("credits the coupon as bonus money through the ledger, once per player", async () => {
    const player = createRewardsPlayer(t);
    const res = await redeem(player.headers, " welcome5 ");
    expect(parseWith(RedeemCouponResponseSchema, res.body).data).toEqual({
      code: "WELCOME5", amount: 5, currencyCode: "EUR", userWallet: { amount: 0, nonCashAmount: 5, totalAmount: 5 },
    });
    expect(walletOf(t, player.userId)).toEqual({ cash: 0, nonCash: 500 });
    expect(t.events.filter((e) => e.userId === player.userId).map((e) => e.event)).toEqual(["credit", "balance"]);

    const again = await redeem(player.headers, "WELCOME5");
    expect([again.status, errorCode(again)]).toEqual([409, "COUPON_ALREADY_REDEEMED"]);
    expect(walletOf(t, player.userId)).toEqual({ cash: 0, nonCash: 500 });
  });

  it("reads the amount in the player's currency", async () => {
    const player = createRewardsPlayer(t, { currency_code: "CAD" });
    expect(parseWith(RedeemCouponResponseSchema, (await redeem(player.headers, "SPRING25")).body).data).toMatchObject({ amount: 25, currencyCode: "CAD" });
  });

  it.each([
    ["an unknown code", "NOPE"],
    ["an ended coupon", "EXPIRED10"],
  ])("refuses %s as COUPON_INVALID", async (_, code) => {
    const res = await redeem(createRewardsPlayer(t).headers, code);
    expect([res.status, errorCode(res)]).toEqual([400, "COUPON_INVALID"]);
  });

  it("refuses a used-up coupon to the next player", async () => {
    expect((await redeem(createRewardsPlayer(t).headers, "ONLYONE")).status).toBe(200);
    expect(errorCode(await redeem(createRewardsPlayer(t).headers, "ONLYONE"))).toBe("COUPON_INVALID");
  });

  it.each([
    ["no token", {}, { code: "WELCOME5" }, 401],
    ["an empty code", null, { code: "  " }, 400],
  ])("refuses %s", async (_, headers, body, status) => {
    const res = await call(t, "/api/user/coupon/redeem", { method: "POST", body, headers: headers ?? createRewardsPlayer(t).headers });
    expect(res.status).toBe(status);
  });
});
