import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { carousellerMethod, pendingWithdrawal, pendingWithdrawalRow, quoteFixture, sepaMethod, upiMethod } from "./withdraw-fixtures.ts";

configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const cancelledBonus = {
  id: 7, bonusId: 3, name: "Welcome", type: "deposit", status: "cancelled", currencyCode: "EUR", depositAmount: 20, bonusAmount: 10,
  wageringType: "REAL_TO_FUN", wageringMultiplier: 35, wagerRequired: 350, wagered: 0, wagerLeft: 350, wagerPercent: 0,
  freeSpinsQuantity: null, freeSpinsLeft: null, games: [], maxWin: null, convertedAmount: 0,
  startedAt: "2026-11-20T10:00:00.000Z", expiresAt: null, finishedAt: "2026-11-22T10:00:00.000Z",
};

type Player = {
  depositCount?: number;
  isEmailVerified?: boolean;
  activeBonus?: { id: number; name: string; type: string } | null;
  userLimit?: { selfExclusion: string | null; isSelfExclusionPermanent: boolean };
};

function openWithdraw(player: Player = {}, routes: Record<string, FakeRoute> = {}, brand: Record<string, unknown> = {}) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok({ ...userDetails({ totalAmount: 100 }), ...player }),
    "GET /api/admin/get-payments": () => ok({ payments: [carousellerMethod, upiMethod, sepaMethod] }),
    "GET /api/user/transactions": () => ok({ rows: [], count: 0 }),
    "POST /api/user/withdraw/calculate": ({ body }) => ok(quoteFixture({ amount: (body as { amount: number }).amount })),
    "POST /api/user/withdraw/confirm": () => ok({ payment: pendingWithdrawal }),
    ...routes,
  });
  const { unmount } = renderApp("/withdraw", { fetch: api.fetch, brand });
  const calls = (path: string) => api.calls.filter((call) => call.path === path);
  return { ...api, calls, unmount, user: userEvent.setup() };
}

async function fillCarouseller(user: ReturnType<typeof userEvent.setup>, amount = "20") {
  await user.type(await screen.findByLabelText("Amount (EUR)"), amount);
  await user.type(screen.getByLabelText("E-mail"), "me@example.com");
}

describe("withdrawal conditions (spec §6)", () => {
  it("shows a notice with a next step for each unmet condition from the player's details", async () => {
    openWithdraw({ depositCount: 0, isEmailVerified: false, activeBonus: { id: 3, name: "Welcome", type: "deposit" } });
    expect(await screen.findByText("A deposit is needed first")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Make a deposit" }).getAttribute("href")).toBe("/deposit");
    expect(screen.getByText("Verify your e-mail address")).toBeTruthy();
    expect(screen.getByText("Withdrawal is blocked while a bonus is active")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel the bonus" })).toBeTruthy();
  });

  it("shows no notice when the brand turns withdrawalConditions off", async () => {
    openWithdraw({ depositCount: 0 }, {}, { withdrawalConditions: false });
    expect(await screen.findByLabelText("Amount (EUR)")).toBeTruthy();
    expect(screen.queryByText("A deposit is needed first")).toBeNull();
  });

  it("lets a self-excluded player withdraw: no block, the form and Confirm are there", async () => {
    const { user } = openWithdraw({ userLimit: { selfExclusion: null, isSelfExclusionPermanent: true } });
    await fillCarouseller(user);
    expect(screen.queryByRole("region", { name: "Before you can withdraw" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect((await screen.findByRole("button", { name: "Confirm withdrawal" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("cancels the active bonus after a second confirmation, then the block is gone", async () => {
    let bonus: Player["activeBonus"] = { id: 3, name: "Welcome", type: "deposit" };
    const { user, calls } = openWithdraw({}, {
      "GET /api/user/get-user-details": () => ok({ ...userDetails({ totalAmount: 100 }), activeBonus: bonus }),
      "POST /api/user/bonus/cancel": () => {
        bonus = null;
        return ok({ userBonus: cancelledBonus, forfeitedAmount: 10 });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel the bonus" }));
    expect(calls("/api/user/bonus/cancel")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Yes, cancel the bonus" }));
    await waitFor(() => expect(screen.queryByText("Withdrawal is blocked while a bonus is active")).toBeNull());
    expect(calls("/api/user/bonus/cancel")).toHaveLength(1);
  });

  it("gives a guest the login form over the page", async () => {
    startAsGuest();
    const api = fakeApi({});
    renderApp("/withdraw", { fetch: api.fetch });
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(screen.getByText("Log in to withdraw your winnings.")).toBeTruthy();
  });

  it("shows the wagering left from the quote and keeps Confirm disabled", async () => {
    const quote = quoteFixture({
      wagering: { required: 50, wagered: 20, left: 30 }, canWithdraw: false,
      conditions: quoteFixture().conditions.map((c) => (c.code === "WITHDRAWAL_WAGERING_INCOMPLETE" ? { ...c, met: false } : c)),
    });
    const { user } = openWithdraw({}, { "POST /api/user/withdraw/calculate": () => ok(quote) });
    await fillCarouseller(user);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText(/€20\.00 of €50\.00 wagered, €30\.00 to go/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Confirm withdrawal" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("withdrawal form", () => {
  it("refuses a bank code of 7 and of 16 characters at the field and focuses it", async () => {
    const { user, calls } = openWithdraw();
    await user.click(await screen.findByRole("radio", { name: "Bank transfer (SEPA)" }));
    for (const code of ["1234567", "1234567890123456"]) {
      await user.clear(screen.getByLabelText("Amount (EUR)"));
      await user.type(screen.getByLabelText("Amount (EUR)"), "60");
      await user.type(screen.getByLabelText("Beneficiary name"), "Dana");
      await user.type(screen.getByLabelText("Account number"), "DE89370400440532013000");
      await user.type(screen.getByLabelText("E-mail"), "me@example.com");
      await user.clear(screen.getByLabelText("Bank code (IFSC)"));
      await user.type(screen.getByLabelText("Bank code (IFSC)"), code);
      await user.click(screen.getByRole("button", { name: "Calculate" }));
      const field = screen.getByLabelText("Bank code (IFSC)");
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const described = field.getAttribute("aria-describedby") ?? "";
      expect(described.split(" ").map((id) => document.getElementById(id)?.textContent).join(" ")).toMatch(/8 to 15 letters and digits/);
      for (const name of ["Beneficiary name", "Account number", "E-mail"]) await user.clear(screen.getByLabelText(name));
    }
    expect(calls("/api/user/withdraw/calculate")).toHaveLength(0);
  });

  it("checks the UPI ID as name@bank", async () => {
    const { user, calls } = openWithdraw();
    await user.click(await screen.findByRole("radio", { name: "UPI ID" }));
    await user.type(screen.getByLabelText("Amount (EUR)"), "20");
    await user.type(screen.getByLabelText("Beneficiary name"), "Ravi");
    await user.type(screen.getByRole("textbox", { name: "UPI ID" }), "ravi");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("Enter the UPI ID as name@bank")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "UPI ID" }), "@okaxis");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await waitFor(() => expect(calls("/api/user/withdraw/calculate")).toHaveLength(1));
    expect(calls("/api/user/withdraw/calculate")[0]?.body).toEqual({ methodId: 5, amount: 20, currency: "EUR", fields: { name: "Ravi", upiId: "ravi@okaxis" } });
  });
});

describe("calculate, then confirm once", () => {
  it("a double click sends ONE confirm with an Idempotency-Key, then lists the withdrawal as pending", async () => {
    let listed = false;
    const { user, calls } = openWithdraw({}, {
      "POST /api/user/withdraw/confirm": () => {
        listed = true;
        return ok({ payment: pendingWithdrawal });
      },
      "GET /api/user/transactions": () => ok({ rows: listed ? [pendingWithdrawalRow] : [], count: listed ? 1 : 0 }),
    });
    expect(await screen.findByText("You have no withdrawals yet.")).toBeTruthy();
    await fillCarouseller(user);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const confirm = await screen.findByRole("button", { name: "Confirm withdrawal" });
    await user.dblClick(confirm);
    expect(await screen.findByText("Withdrawal requested")).toBeTruthy();
    expect(calls("/api/user/withdraw/confirm")).toHaveLength(1);
    expect(calls("/api/user/withdraw/confirm")[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Pending")).toBeTruthy();
  });

  it("a retry after a lost answer sends the SAME key and keeps the fields", async () => {
    let attempt = 0;
    const { user, calls } = openWithdraw({}, {
      "POST /api/user/withdraw/confirm": () => (attempt++ === 0 ? new TypeError("Failed to fetch") : ok({ payment: pendingWithdrawal })),
    });
    await fillCarouseller(user);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByText(/No answer arrived/)).toBeTruthy();
    expect((screen.getByLabelText("Amount (EUR)") as HTMLInputElement).value).toBe("20");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Withdrawal requested")).toBeTruthy();
    const keys = calls("/api/user/withdraw/confirm").map((call) => call.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("after a reload, confirms a withdrawal whose answer was lost with the SAME key", async () => {
    const lost = openWithdraw({}, { "POST /api/user/withdraw/confirm": () => new TypeError("Failed to fetch") });
    await fillCarouseller(lost.user);
    await lost.user.click(screen.getByRole("button", { name: "Calculate" }));
    await lost.user.click(await screen.findByRole("button", { name: "Confirm withdrawal" }));
    await screen.findByText(/No answer arrived/);
    const lostKey = lost.calls("/api/user/withdraw/confirm")[0]?.headers.get("Idempotency-Key");
    lost.unmount();

    const reloaded = openWithdraw();
    await fillCarouseller(reloaded.user);
    await reloaded.user.click(screen.getByRole("button", { name: "Calculate" }));
    await reloaded.user.click(await screen.findByRole("button", { name: "Confirm withdrawal" }));
    await screen.findByText("Withdrawal requested");
    expect(reloaded.calls("/api/user/withdraw/confirm")[0]?.headers.get("Idempotency-Key")).toBe(lostKey);
    expect(sessionStorage.getItem("cashier.pendingKeys.withdrawal")).toBeNull();
  });

  it("a changed amount drops the quote: a new calculation is needed, and its confirm has a new key", async () => {
    const { user, calls } = openWithdraw();
    await fillCarouseller(user);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByRole("button", { name: "Confirm withdrawal" })).toBeTruthy();
    await user.clear(screen.getByLabelText("Amount (EUR)"));
    await user.type(screen.getByLabelText("Amount (EUR)"), "25");
    expect(screen.queryByRole("button", { name: "Confirm withdrawal" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Confirm withdrawal" }));
    await screen.findByText("Withdrawal requested");
    expect(calls("/api/user/withdraw/calculate").map((call) => (call.body as { amount: number }).amount)).toEqual([20, 25]);
    expect(calls("/api/user/withdraw/confirm")[0]?.body).toMatchObject({ amount: 25 });
  });

  it("shows a refused confirm at its field and asks for a new calculation", async () => {
    const { user } = openWithdraw({}, { "POST /api/user/withdraw/confirm": () => failure(409, "INSUFFICIENT_FUNDS") });
    await fillCarouseller(user);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.click(await screen.findByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByText("The amount is more than your withdrawable balance")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm withdrawal" })).toBeNull();
  });
});
