import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, ok, type FakeReply } from "@casino/shell/test-support";
import { CASHBACK_BONUS, NO_DEPOSIT_BONUS } from "../promotions/bonus-fixtures.ts";
import { openRewards, startAsGuest } from "../test/render-app.tsx";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const FREE_MONEY = {
  bonuses: [NO_DEPOSIT_BONUS, CASHBACK_BONUS],
  rakeback: { bonusId: 6, claimableAmount: 12.5, claimableDays: 2, currencyCode: "EUR" },
  couponsEnabled: true,
  referAFriendPercent: 10,
};
const wallet = { amount: 100, nonCashAmount: 5, totalAmount: 105 };

function openFreeMoney(redeem: () => FakeReply = () => ok({ code: "WELCOME5", amount: 5, currencyCode: "EUR", userWallet: wallet }), loggedIn = true) {
  return openRewards("/freemoney", { "GET /api/admin/free-money": () => ok(FREE_MONEY), "POST /api/user/coupon/redeem": redeem }, { loggedIn });
}

describe("/freemoney", () => {
  it("shows the free bonuses and what the rewards calendar holds", async () => {
    openFreeMoney();
    expect(await screen.findByRole("article", { name: "€10 free" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Daily rakeback" })).toBeTruthy();
    expect(screen.getByText("€12.50")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the rewards calendar" }).getAttribute("href")).toBe("/cashback");
  });

  it("redeems a coupon once, says how much was added and empties the field", async () => {
    const { user, posts } = openFreeMoney();
    const field = (await screen.findByRole("textbox", { name: "Coupon code" })) as HTMLInputElement;
    await user.type(field, " welcome5 ");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Coupon redeemed: €5.00 of bonus money was added to your balance.")).toBeTruthy();
    expect(posts("/api/user/coupon/redeem").map((call) => call.body)).toEqual([{ code: "welcome5" }]);
    expect(field.value).toBe("");
  });

  it.each([
    ["COUPON_ALREADY_REDEEMED", failure(409, "COUPON_ALREADY_REDEEMED"), "You have already redeemed this coupon."],
    ["COUPON_INVALID", failure(400, "COUPON_INVALID"), "This coupon code is not valid. Check it and try again."],
    ["a server error", failure(500, "INTERNAL"), "The coupon could not be redeemed. Please try again."],
  ])("keeps the code on failure and says why: %s", async (_, reply, text) => {
    const { user } = openFreeMoney(() => reply);
    const field = (await screen.findByRole("textbox", { name: "Coupon code" })) as HTMLInputElement;
    await user.type(field, "SPRING25");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(within(await screen.findByRole("alert")).getByText(text)).toBeTruthy();
    expect(field.value).toBe("SPRING25");
  });

  it("asks for a code before sending anything", async () => {
    const { user, posts } = openFreeMoney();
    await user.click(await screen.findByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Enter a coupon code.")).toBeTruthy();
    expect(posts("/api/user/coupon/redeem")).toHaveLength(0);
  });

  it("asks a guest to log in to redeem", async () => {
    openFreeMoney(undefined, false);
    expect(await screen.findByRole("link", { name: "Log in to redeem a coupon" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Coupon code" })).toBeNull();
  });

  it("shows a load error with Retry for a malformed answer", async () => {
    openRewards("/freemoney", { "GET /api/admin/free-money": () => ok({ bonuses: "none" }) });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
