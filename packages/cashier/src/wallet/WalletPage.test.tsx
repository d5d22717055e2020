import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const wallet = { amount: 120.5, nonCashAmount: 30, totalAmount: 150.5 };

function openWallet(routes: Record<string, FakeRoute> = {}, brand: Record<string, unknown> = {}, loggedIn = true) {
  if (loggedIn) useSessionStore.getState().setToken("tok");
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok({ ...userDetails(), userWallet: wallet }), ...routes });
  const view = renderApp("/Wallet", { fetch: api.fetch, brand });
  return { ...api, ...view };
}

const amountOf = (key: string) => screen.getByTestId(`wallet-${key}`).querySelector("dd")?.textContent;

describe("/Wallet", () => {
  it("shows cash, bonus and total in the player's currency, with links to deposit, withdraw and transactions", async () => {
    openWallet();
    expect(await screen.findByRole("heading", { level: 1, name: "Wallet" })).toBeTruthy();
    await screen.findByTestId("wallet-cash");
    expect(amountOf("cash")).toBe("€120.50");
    expect(amountOf("bonus")).toBe("€30.00");
    expect(amountOf("total")).toBe("€150.50");
    const actions = screen.getByRole("navigation", { name: "Wallet actions" });
    expect(within(actions).getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/deposit");
    expect(within(actions).getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe("/withdraw");
    expect(within(actions).getByRole("link", { name: "Transactions" }).getAttribute("href")).toBe("/profile/transactions");
    expect(screen.queryByRole("heading", { name: "Wallets" })).toBeNull();
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("lists the wallets with useMultiWallet, and links by the brand's page paths", async () => {
    openWallet({}, { useMultiWallet: true, pageUrlSetup: [{ key: "deposit", href: "/cashier", shallow: false }] });
    expect(await screen.findByRole("heading", { name: "Wallets" })).toBeTruthy();
    const eur = screen.getByLabelText("EUR wallet");
    expect(eur.textContent).toContain("€150.50");
    expect(within(screen.getByRole("navigation", { name: "Wallet actions" })).getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/cashier");
  });

  it("says the wallet is empty at a zero balance", async () => {
    openWallet({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 0 })) });
    expect(await screen.findByText(/Your wallet is empty/)).toBeTruthy();
  });

  it("shows a skeleton while loading, then the error with Retry, which reads again", async () => {
    let answer = failure(500, "INTERNAL", "Internal server error");
    const { calls } = openWallet({ "GET /api/user/get-user-details": () => answer });
    expect(await screen.findByRole("status", { name: "Loading your wallet" })).toBeTruthy();
    expect(await screen.findByText("Data loading error")).toBeTruthy();
    answer = ok({ ...userDetails(), userWallet: wallet });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(amountOf("total")).toBe("€150.50"));
    expect(calls.filter((call) => call.path === "/api/user/get-user-details").length).toBeGreaterThanOrEqual(2);
  });

  it("asks a guest to log in over the page", async () => {
    const { calls, router } = openWallet({}, {}, false);
    expect(await screen.findByText("Log in to see this page.")).toBeTruthy();
    await userEvent.click(within(screen.getByRole("region", { name: "Wallet" })).getByRole("link", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ modal: "login" }));
    expect(router.state.location.pathname).toBe("/Wallet");
    expect(calls.some((call) => call.path === "/api/user/get-user-details")).toBe(false);
  });
});
