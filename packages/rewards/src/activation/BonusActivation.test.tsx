import { configure, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, message, ok, type FakeReply } from "@casino/shell/test-support";
import { NO_DEPOSIT_BONUS } from "../promotions/bonus-fixtures.ts";
import { openRewards, startAsGuest } from "../test/render-app.tsx";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const USER_BONUS = {
  id: 7, bonusId: 4, name: "€10 free", type: "no_deposit", status: "active", currencyCode: "EUR", depositAmount: null, bonusAmount: 10,
  wageringType: "REAL_TO_FUN", wageringMultiplier: 40, wagerRequired: 400, wagered: 0, wagerLeft: 400, wagerPercent: 0,
  freeSpinsQuantity: null, freeSpinsLeft: null, games: [], maxWin: 100, convertedAmount: 0, startedAt: "2026-01-01T00:00:00.000Z",
  expiresAt: null, finishedAt: null,
};
const activated = (code = "ACTIVATED"): FakeReply => ok({ code, userBonus: USER_BONUS, cancelledUserBonusId: null, calendarDay: null });
const refused = (code: string, extra: Record<string, unknown> = {}): FakeReply => ({ status: 400, body: { success: false, code, message: code, ...extra } });

function claim(activate: () => FakeReply | Promise<FakeReply>, extra: Record<string, () => FakeReply> = {}) {
  const api = openRewards("/promotions", {
    "GET /api/admin/promotions": () => ok({ rows: [], count: 0 }),
    "GET /api/admin/get-all-bonus": () => ok({ rows: [NO_DEPOSIT_BONUS], count: 1 }),
    "POST /api/user/bonus/activate": activate,
    ...extra,
  });
  const press = async () => {
    const article = await screen.findByRole("article", { name: "€10 free" });
    await api.user.click(within(article).getByRole("button", { name: "Claim" }));
    return article;
  };
  return { ...api, press, activations: () => api.posts("/api/user/bonus/activate") };
}

describe("bonus activation", () => {
  it("activates once per click with the time zone and refreshes the wallet", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { press, activations, user, calls } = claim(() => new Promise((resolve) => (answer = resolve)));
    const article = await press();
    await user.click(within(article).getByRole("button", { name: /Claim/ }));
    expect(activations()).toHaveLength(1);
    expect(activations()[0]?.body).toMatchObject({ bonusId: 4, timeZone: expect.any(String) });
    const detailsBefore = calls.filter((call) => call.path === "/api/user/get-user-details").length;
    answer(activated());
    expect(await within(article).findByText("Your bonus is active. Good luck!")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "See my bonuses" }).getAttribute("href")).toBe("/bonuses");
    expect(calls.filter((call) => call.path === "/api/user/get-user-details").length).toBeGreaterThan(detailsBefore);
  });

  it.each([
    ["REGISTRATION_BONUS", "The activation window for this registration bonus has passed."],
    ["MAXIMUM_PARTICIPANTS", "This bonus has reached its maximum number of participants."],
    ["DAYS_VALID", "This bonus is no longer valid."],
    ["DEPOSITS_NUMBER", "This bonus is not available for your number of deposits."],
    ["DEPOSITS_NUMBER2", "Make the required number of deposits to unlock this bonus."],
    ["ACTIVE_FREE_SPINS", "You still have active free spins. Use them before activating another bonus."],
    ["CANCELLED", "This bonus has been cancelled."],
    ["NO_CASHBACK", "There is no cashback to claim right now."],
    ["VALID_ON_DAYS", "This bonus can only be activated on certain days of the week."],
    ["START_TIME_ERROR", "This bonus has not started yet."],
    ["END_TIME_ERROR", "This bonus has ended."],
    ["BONUS_FRAUD", "No-deposit and free-spin bonuses are disabled for duplicate accounts."],
    ["CASHBACK_NEED_DEPOSIT", "Make a deposit to receive cashback."],
  ])("shows %s as its own message", async (code, text) => {
    const { press } = claim(() => refused(code));
    const article = await press();
    expect(within(await within(article).findByRole("alert")).getByText(text)).toBeTruthy();
  });

  it("shows RETRY_PERIOD with the time it can be taken again", async () => {
    const { press } = claim(() => refused("RETRY_PERIOD", { retryAt: "2030-01-02T10:00:00.000Z" }));
    const article = await press();
    expect(await within(article).findByText("You have used this bonus recently. Please try again later.")).toBeTruthy();
    expect(within(article).getByText(/^You can activate it again from .*2030/)).toBeTruthy();
  });

  it("shows UNIFIED_ERROR with its reference", async () => {
    const { press } = claim(() => refused("UNIFIED_ERROR", { reference: "REF-42" }));
    const article = await press();
    expect(await within(article).findByText("This bonus cannot be activated. Please contact support with the reference shown.")).toBeTruthy();
    expect(within(article).getByText("Reference: REF-42")).toBeTruthy();
  });

  it("shows a remote content text over the built-in one", async () => {
    const { press } = claim(() => refused("CANCELLED"), {
      "GET /api/core/casino/locales/en.json": () => ok({ locale: "en", texts: { "bonus.error.CANCELLED": "Withdrawn by the casino." } }),
    });
    const article = await press();
    expect(await within(article).findByText("Withdrawn by the casino.")).toBeTruthy();
  });

  it("cancels the current bonus only after the player confirms (ACTIVE_BONUS)", async () => {
    let first = true;
    const { press, activations, user } = claim(() => {
      const reply = first ? refused("ACTIVE_BONUS") : activated();
      first = false;
      return reply;
    });
    const article = await press();
    expect(await within(article).findByText("Only one bonus can be active at a time.")).toBeTruthy();
    expect(activations()[0]?.body).not.toHaveProperty("confirmCancelCurrent");
    await user.click(within(article).getByRole("button", { name: "Cancel my current bonus and activate this one" }));
    expect(await within(article).findByText("Your bonus is active. Good luck!")).toBeTruthy();
    expect(activations()[1]?.body).toMatchObject({ bonusId: 4, confirmCancelCurrent: true });
  });

  it("offers to resend the verification e-mail (REQUIRED_EMAIL_VERIFICATION)", async () => {
    const { press, posts, user } = claim(() => refused("REQUIRED_EMAIL_VERIFICATION"), {
      "POST /api/user/send-verification-email": () => message("Sent"),
    });
    const article = await press();
    expect(await within(article).findByText("Please verify your e-mail address to activate this bonus.")).toBeTruthy();
    await user.click(within(article).getByRole("button", { name: "Send the verification e-mail again" }));
    expect(await within(article).findByText("We sent you a new verification link. Open it, then activate the bonus again.")).toBeTruthy();
    expect(posts("/api/user/send-verification-email")).toHaveLength(1);
  });

  it("sends the player to the calendar for ADD_TO_CALENDAR", async () => {
    const { press } = claim(() => activated("ADD_TO_CALENDAR"));
    const article = await press();
    expect(await within(article).findByText("Your cashback has been added to the rakeback calendar.")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "Open the rewards calendar" }).getAttribute("href")).toBe("/cashback");
  });

  it("says a failure without a spec code plainly", async () => {
    const { press } = claim(() => failure(500, "INTERNAL"));
    const article = await press();
    expect(await within(article).findByText("The bonus could not be activated. Please try again.")).toBeTruthy();
  });
});
