import { act, configure, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { track, useSessionStore } from "@casino/shell";
import { fakeApi, ok, reportRealtimeStatus, resetConnectionStore, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { forgetDepositOutcome } from "./outcome-events.ts";
import { CARD_DEPOSIT_ROW, METHODS } from "./results-fixtures.ts";

vi.mock("@casino/shell", async (importOriginal) => ({ ...(await importOriginal<typeof import("@casino/shell")>()), track: vi.fn() }));

// The app runs in StrictMode: effects run twice, and each outcome must still be handled once.
configure({ reactStrictMode: true });
beforeEach(() => {
  startAsGuest();
  forgetDepositOutcome();
  vi.mocked(track).mockClear();
});
afterEach(() => {
  startAsGuest();
  resetConnectionStore();
});

/** The player's server state: a deposit that arrives raises the count the next user-details read returns. */
function openResult(path: string, routes: Record<string, FakeRoute> = {}, { depositCount = 1 } = {}) {
  useSessionStore.getState().setToken("tok");
  const server = { depositCount };
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok({ ...userDetails({ totalAmount: 150 }), depositCount: server.depositCount }),
    "GET /api/admin/get-payments": () => ok({ payments: METHODS }),
    "GET /api/user/transactions": () => ok({ rows: [CARD_DEPOSIT_ROW], count: 1 }),
    ...routes,
  });
  return { ...api, ...renderApp(path, { fetch: api.fetch }), server };
}

const socket = (name: string, detail: unknown) => act(() => void window.dispatchEvent(new CustomEvent(name, { detail })));
const depositEvent = (count: number, amount = 50) => ({ amount, count, userWallet: { amount: 200, nonCashAmount: 0, totalAmount: 200 } });
const link = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

describe("deposit-success", () => {
  it("shows the credited amount, closes, and tracks the deposit once even when reloaded", async () => {
    const first = openResult("/?modal=deposit-success&method=card");
    expect(await screen.findByText("Your deposit was successful")).toBeTruthy();
    expect(await screen.findByText("€50.00")).toBeTruthy();
    await waitFor(() => expect(track).toHaveBeenCalledWith({ type: "deposit", depositCount: 1, amount: 50, currencyCode: "EUR" }));
    first.unmount();
    openResult("/?modal=deposit-success&method=card");
    expect(await screen.findByText("€50.00")).toBeTruthy();
    expect(track).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole("button", { name: "Continue" }).click());
    await waitFor(() => expect(screen.queryByText("Your deposit was successful")).toBeNull());
  });

  it("is not replaced by a late duplicate socket event", async () => {
    const { router } = openResult("/?modal=deposit-success&method=card");
    expect(await screen.findByText("€50.00")).toBeTruthy();
    await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
    socket("deposit", depositEvent(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toMatchObject({ modal: "deposit-success" });
    expect(track).toHaveBeenCalledTimes(1);
  });
});

describe("failure modals offer the alternative method", () => {
  it.each([
    ["deposit-failed", "card", "Your payment with Visa / Mastercard could not be completed.", "Carouseller", "carouseller"],
    ["deposit-decline", "legacy_card", "Your payment with legacy_card was declined.", "Visa / Mastercard", "card"],
    ["deposit-decline", "netbanking", "Your payment with Netbanking was declined.", "Carouseller", "carouseller"],
    ["deposit-cancel", "netbanking", "Your payment with Netbanking was cancelled. No money was taken.", "Carouseller", "carouseller"],
  ])("%s for %s", async (modal, method, text, altTitle, altName) => {
    openResult(`/?modal=${modal}&method=${method}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(await screen.findByRole("link", { name: `Pay with ${altTitle}` })).toBeTruthy();
    expect(link(`Pay with ${altTitle}`)).toBe(`/deposit?method=${altName}`);
    expect(link("Try again")).toBe(`/deposit?method=${method}`);
  });

  it("shows the code's own text when the socket reported one", async () => {
    openResult("/?modal=deposit-failed&method=card&code=PAYMENT_LIMIT_THRESHOLD");
    expect(await screen.findByText("Daily deposit limit reached")).toBeTruthy();
    expect(screen.getByText("You have reached your daily deposit limit. Please try again tomorrow.")).toBeTruthy();
  });
});

describe("deposit-return and deposit-pending resolve on the socket's outcome", () => {
  it("return becomes success on the deposit event, tracked once with its ordinal", async () => {
    const { router, server } = openResult("/?modal=deposit-return&method=card", {}, { depositCount: 1 });
    expect(await screen.findByText(/Please do not refresh this page/)).toBeTruthy();
    server.depositCount = 2;
    socket("deposit", depositEvent(2, 80));
    expect(await screen.findByText("Your deposit was successful")).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ modal: "deposit-success", method: "card" });
    await waitFor(() => expect(track).toHaveBeenCalledWith({ type: "deposit", depositCount: 2, amount: 80, currencyCode: "EUR" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("pending becomes deposit-failed with the code on failedDeposit", async () => {
    const { router } = openResult("/?modal=deposit-pending&method=netbanking");
    expect(await screen.findByText("Your deposit is pending")).toBeTruthy();
    socket("failedDeposit", { code: "TRANSACTION_FAILED", message: "The payment did not arrive" });
    expect(await screen.findByText("Transaction failed")).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ modal: "deposit-failed", code: "TRANSACTION_FAILED" });
    expect(await screen.findByRole("link", { name: "Pay with Carouseller" })).toBeTruthy();
  });

  it("a malformed failedDeposit still ends the wait, without a code", async () => {
    const { router } = openResult("/?modal=deposit-return&method=card");
    expect(await screen.findByText("Your deposit is in progress")).toBeTruthy();
    socket("failedDeposit", null);
    expect(await screen.findByText("Your payment with Visa / Mastercard could not be completed.")).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty("code");
  });

  describe("after a socket drop, the latest deposit is read over HTTP (its event may have been lost)", () => {
    /** The player's deposits as the server has them: the one made before leaving for the provider, then `status`. */
    const deposits = (status: "pending" | "completed" | "cancelled") => ({
      "GET /api/user/transactions": () =>
        ok({ rows: [{ ...CARD_DEPOSIT_ROW, id: "pay_2", date: new Date(performance.timeOrigin - 60_000).toISOString(), status }], count: 1 }),
    });

    it.each([
      ["completed", "Your deposit was successful", "deposit-success"],
      ["cancelled", "Your payment with Visa / Mastercard could not be completed.", "deposit-failed"],
    ] as const)("the return settles as %s", async (status, text, modal) => {
      const { router, calls } = openResult("/?modal=deposit-return&method=card", deposits(status));
      expect(await screen.findByText("Your deposit is in progress")).toBeTruthy();
      const reads = () => calls.filter((call) => call.path === "/api/user/transactions").length;
      // Counted before the socket's statuses: the test app's own socket may have failed its first attempt already
      // (it finds no server), and then the first connect below counts as a reconnect and reads at once.
      const before = reads();
      act(() => reportRealtimeStatus("connected", "disconnected"));
      act(() => reportRealtimeStatus("connected"));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(router.state.location.search).toMatchObject({ modal, method: "card" });
      expect(reads()).toBeGreaterThan(before);
    });

    it("keeps waiting while the deposit is still pending, and reads nothing at the socket's first connect", async () => {
      const { calls } = openResult("/?modal=deposit-pending&method=card", deposits("pending"));
      expect(await screen.findByText("Your deposit is pending")).toBeTruthy();
      const reads = () => calls.filter((call) => call.path === "/api/user/transactions").length;
      const before = reads();
      // The test app's own socket finds no server: start from a socket just opened.
      act(() => {
        resetConnectionStore();
        reportRealtimeStatus("connected");
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads()).toBe(before);
      act(() => reportRealtimeStatus("disconnected", "connected"));
      await waitFor(() => expect(reads()).toBe(before + 1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText("Your deposit is pending")).toBeTruthy();
    });
  });

  it("an outcome that came while the modal was loading still resolves it", async () => {
    socket("deposit", depositEvent(2));
    openResult("/?modal=deposit-return&method=card", {}, { depositCount: 2 });
    expect(await screen.findByText("Your deposit was successful")).toBeTruthy();
  });
});
