import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, fakeApi, ok } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { WELCOME_BONUS, bankTransferAnswer } from "./deposit-fixtures.ts";
import { amountInput, openDeposit, payButton } from "./deposit-test-kit.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

describe("the deposit page's states", () => {
  it("opens the login form for a guest", async () => {
    renderApp("/deposit", { fetch: fakeApi({}).fetch });
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
  });

  it("sends an unverified player to verification first when allowKYCBeforeDeposit is on", async () => {
    openDeposit("/deposit", {}, { user: { kycStatus: "PENDING" }, brand: { allowKYCBeforeDeposit: true } });
    expect(await screen.findByText("Verify your identity first")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to verification" }).getAttribute("href")).toBe("/profile/verify");
    expect(screen.queryByRole("group", { name: "Payment method" })).toBeNull();
  });

  it("shows the empty state when no method fits, having asked for the methods in the player's currency and language", async () => {
    const asked: Array<Record<string, string>> = [];
    openDeposit("/deposit", { "GET /api/admin/get-payments": ({ url }) => (asked.push(Object.fromEntries(url.searchParams)), ok({ payments: [] })) });
    expect(await screen.findByText("No payment methods available")).toBeTruthy();
    expect(asked[0]).toMatchObject({ currencyCode: expect.any(String), language: "en" });
  });

  it("shows a load error with Retry, never a crash", async () => {
    openDeposit("/deposit", { "GET /api/admin/get-payments": () => failure(500, "INTERNAL", "boom") });
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("shows the remaining deposit limit before paying", async () => {
    openDeposit("/deposit", {}, { remaining: 60 });
    expect(await screen.findByText("Your deposit limit allows €60.00 more for now.")).toBeTruthy();
  });

  it("warns that a new deposit bonus cancels the active one", async () => {
    const { user } = openDeposit("/deposit", {}, { bonuses: [WELCOME_BONUS], user: { activeBonus: { id: 9, name: "Reload 50%", type: "deposit" } } });
    const group = await screen.findByRole("group", { name: "Bonus" });
    expect(within(group).getByRole("radio", { name: "No bonus" })).toHaveProperty("checked", true);
    await user.click(within(group).getByRole("radio", { name: /Welcome 100%/ }));
    expect(await screen.findByText(/Your active bonus “Reload 50%” will be cancelled when this deposit is confirmed/)).toBeTruthy();
    expect(within(group).getByText("Terms of Welcome 100%")).toBeTruthy();
  });

  it("sends a new deposit bonus over an active one only after the player confirmed its cancellation", async () => {
    const { user, deposits } = openDeposit("/deposit", { "POST /api/user/deposit": () => ok(bankTransferAnswer(50)) }, {
      bonuses: [WELCOME_BONUS],
      user: { activeBonus: { id: 9, name: "Reload 50%", type: "deposit" } },
    });
    await user.click(await screen.findByRole("radio", { name: /Bank transfer \(SEPA\)/ }));
    await user.click(within(screen.getByRole("group", { name: "Bonus" })).getByRole("radio", { name: /Welcome 100%/ }));
    await user.click(await payButton());
    const confirm = screen.getByRole("checkbox", { name: "Yes, cancel “Reload 50%” and its bonus money with this deposit" });
    expect(screen.getByText("Confirm that your active bonus is cancelled, or choose No bonus.")).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    expect(deposits()).toHaveLength(0);
    await user.click(confirm);
    await user.click(await payButton());
    await waitFor(() => expect(deposits()).toHaveLength(1));
    expect(deposits()[0]?.body).toMatchObject({ bonusId: WELCOME_BONUS.id, confirmCancelCurrent: true });
  });

  it("hides the bonuses when removeBonusesFromDepositPage is on", async () => {
    openDeposit("/deposit", {}, { bonuses: [WELCOME_BONUS], brand: { removeBonusesFromDepositPage: true } });
    await amountInput();
    expect(screen.queryByRole("group", { name: "Bonus" })).toBeNull();
  });

  it("asks for the method first with depositFormVersion 2", async () => {
    const { user } = openDeposit("/deposit", {}, { brand: { depositFormVersion: 2 } });
    await user.click(await screen.findByRole("radio", { name: /Bank transfer/ }));
    expect(await amountInput()).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Payment method" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Change method" }));
    expect(await screen.findByRole("group", { name: "Payment method" })).toBeTruthy();
  });

  it("opens the form in the sidebar from the header when popupDepositFormAsSidebar is on", async () => {
    const { user } = openDeposit("/casino", {}, { brand: { popupDepositFormAsSidebar: true } });
    const link = await screen.findByRole("link", { name: "Deposit" });
    expect(link.getAttribute("href")).toContain("modal=deposit");
    await user.click(link);
    const sheet = await screen.findByRole("dialog", { name: "Deposit" });
    expect(await within(sheet).findByRole("group", { name: "Payment method" })).toBeTruthy();
  });
});
