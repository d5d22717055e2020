import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { userDetailsQueryKey, type UserDetails } from "@casino/api-client";
import { dutiesSettled, failure, fakeApi, message, ok, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { sampleCountries, samplePlayer } from "./profile-fixtures.ts";
import { newPlayer, startLoggedIn } from "./profile-test-kit.ts";

/** The first render loads a lazy page chunk and the queries: slow when the whole suite runs in parallel. */
const FIRST = { timeout: 5000 };

beforeEach(startLoggedIn);
afterEach(startAsGuest);

function open(path: string, player: UserDetails, routes: Record<string, FakeRoute> = {}, brand?: Record<string, unknown>) {
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(player),
    "GET /api/admin/get-all-country": () => ok(sampleCountries),
    ...routes,
  });
  const app = renderApp(path, { fetch: api.fetch, ...(brand ? { brand } : {}) });
  return { ...api, ...app, user: userEvent.setup() };
}

describe("profile pages", () => {
  it("/profile shows the details, the verified badge, the balances, a link to edit and one to the limits", async () => {
    open("/profile", samplePlayer());
    const details = await screen.findByRole("region", { name: "Your details" }, FIRST);
    expect(within(details).getByText("dana@example.com")).toBeTruthy();
    expect(within(details).getByText("Verified")).toBeTruthy();
    expect(within(details).getByText("+356 79123456")).toBeTruthy();
    expect(within(details).getByText("Approved")).toBeTruthy();
    expect(within(details).getByTestId("balance-cash").textContent).toContain("€180.50");
    expect(within(details).getByTestId("balance-bonus").textContent).toContain("€25.00");
    expect(within(details).getByTestId("balance-total").textContent).toContain("€205.50");
    expect(within(details).getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/profile/edit-profile");
    expect(within(details).getByRole("link", { name: "Limits" }).getAttribute("href")).toBe("/profile2/limits");
  });

  it("shows Data loading error with Retry when the player cannot be read", async () => {
    let fail = true;
    open("/profile", samplePlayer(), { "GET /api/user/get-user-details": () => (fail ? failure(500, "INTERNAL_SERVER_ERROR") : ok(samplePlayer())) });
    expect(await screen.findByText("Data loading error", {}, FIRST)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "Your details" }, FIRST)).toBeTruthy();
  });

  it("resends the verification e-mail and says so when it fails", async () => {
    let fail = true;
    const { user, calls } = open("/profile", newPlayer(), {
      "POST /api/user/send-verification-email": () => (fail ? failure(500, "INTERNAL_SERVER_ERROR") : message("Verification email sent")),
    });
    const resend = await screen.findByRole("button", { name: "Resend verification e-mail" }, FIRST);
    await user.click(resend);
    expect(await screen.findByText("Verification email not sent", {}, FIRST)).toBeTruthy();
    fail = false;
    await user.click(resend);
    expect(await screen.findByText("Verification e-mail sent. Please check your inbox.", {}, FIRST)).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/user/send-verification-email")).toHaveLength(2);
  });

  it("treats a placeholder e-mail of the empty-email domain as no e-mail", async () => {
    open("/profile", newPlayer({ email: "u123@empty.casino" }));
    const details = await screen.findByRole("region", { name: "Your details" }, FIRST);
    expect(within(details).queryByText(/empty\.casino/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Resend verification e-mail" })).toBeNull();
  });

  it("changes the password, and shows a wrong current password at its field", async () => {
    let wrong = true;
    const { user, calls } = open("/profile/edit-profile", samplePlayer(), {
      "PUT /api/user/update-user-details": () =>
        wrong ? failure(400, "INVALID_CURRENT_PASSWORD", "Current password is wrong") : message("Password changed"),
    });
    const form = await screen.findByRole("form", { name: "Change password" }, FIRST);
    await user.type(within(form).getByLabelText("Current password"), "nope");
    await user.type(within(form).getByLabelText("New password"), "abc");
    await user.type(within(form).getByLabelText("Confirm new password"), "abd");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The password needs at least 6 characters")).toBeTruthy();
    await user.clear(within(form).getByLabelText("New password"));
    await user.type(within(form).getByLabelText("New password"), "Better-pass1");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Passwords must match")).toBeTruthy();
    await user.clear(within(form).getByLabelText("Confirm new password"));
    await user.type(within(form).getByLabelText("Confirm new password"), "Better-pass1");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The current password is not correct")).toBeTruthy();
    expect(within(form).getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    wrong = false;
    await user.clear(within(form).getByLabelText("Current password"));
    await user.type(within(form).getByLabelText("Current password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password changed", {}, FIRST)).toBeTruthy();
    const last = calls.filter((c) => c.method === "PUT").at(-1);
    expect(last?.body).toEqual({ currentPassword: "Demo1234!", newPassword: "Better-pass1" });
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  it("applies the brand's password rules from formFieldsValidation", async () => {
    const { user } = open("/profile/edit-profile", samplePlayer(), {}, { formFieldsValidation: { password: { minLength: 10, requireUppercase: true } } });
    const form = await screen.findByRole("form", { name: "Change password" }, FIRST);
    await user.type(within(form).getByLabelText("Current password"), "Demo1234!");
    await user.type(within(form).getByLabelText("New password"), "short1");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The password needs at least 10 characters")).toBeTruthy();
    await user.clear(within(form).getByLabelText("New password"));
    await user.type(within(form).getByLabelText("New password"), "long-enough-1");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The password needs at least one upper-case letter")).toBeTruthy();
  });

  it("/profile2/balance shows cash, bonus and total live, the wallets with useMultiWallet, and cashier links", async () => {
    const view = open("/profile2/balance", samplePlayer(), {}, { useMultiWallet: true });
    const { queryClient } = view;
    const cash = await screen.findByTestId("balance-cash", {}, FIRST);
    expect(cash.textContent).toContain("€180.50");
    expect(screen.getByRole("heading", { name: "Wallets" })).toBeTruthy();
    const balance = screen.getByRole("region", { name: "Your balance" });
    expect(within(balance).getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/deposit");
    expect(within(balance).getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe("/withdraw");
    // The shell's socket writes balance events into the user query; the page follows. (The fake server keeps the old
    // balance: a read of the user's details after the write would undo it.)
    await dutiesSettled(view, queryClient);
    act(() => {
      queryClient.setQueryData<UserDetails>(userDetailsQueryKey, (old) =>
        old ? { ...old, userWallet: { amount: 10, nonCashAmount: 2.5, totalAmount: 12.5 } } : old,
      );
    });
    await waitFor(() => expect(screen.getByTestId("balance-total").textContent).toContain("€12.50"));
  });

  it("/profile2/my-profile shows the overview and the same form in the v2 frame", async () => {
    open("/profile2/my-profile", newPlayer());
    expect(await screen.findByRole("form", { name: "Edit profile" }, FIRST)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Your details" })).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Profile sections" });
    // The v2 pages this feature fills; My bonuses is the rewards feature's (not composed in here).
    expect(within(tabs).getAllByRole("link").map((tab) => tab.textContent)).toEqual(["My profile", "Balance", "Verification", "History", "Statistics"]);
    expect(within(tabs).getByRole("link", { name: "History" }).getAttribute("href")).toBe("/profile2/my-history");
  });
});
