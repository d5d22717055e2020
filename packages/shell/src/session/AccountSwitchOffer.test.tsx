import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { dutyRoutes } from "../duties/duty-routes.ts";
import { useAccountSwitchStore } from "./account-switch-store.ts";
import { useSessionStore } from "./session-store.ts";
import { AUTH_TOKEN_COOKIE } from "./token-cookie.ts";

beforeEach(() => startSession("tok-first"));
afterEach(() => {
  useAccountSwitchStore.getState().dismiss();
  startSession(null);
});

/** The player behind each token, by the balance the header shows. */
function openWithOffer() {
  const api = fakeApi({
    ...dutyRoutes(),
    "GET /api/user/get-user-details": (request) =>
      ok(userDetails({ totalAmount: request.headers.get("Authorization") === "Bearer tok-other" ? 999 : 10 })),
  });
  act(() => useAccountSwitchStore.getState().offer("tok-other"));
  renderApp("/", { fetch: api.fetch });
  return api;
}

const balance = () => within(screen.getByRole("banner")).getByTestId("header-balance");

describe("the account switch offer (an `at` link of another account at start-up)", () => {
  it("keeps the player's own session unless they choose to switch", async () => {
    const api = openWithOffer();
    const dialog = await screen.findByRole("dialog", { name: "Switch account?" });
    await waitFor(() => expect(balance().textContent).toContain("€10.00"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Switch account?" })).toBeNull());
    expect(useSessionStore.getState().token).toBe("tok-first");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("tok-first");
    expect(api.calls.some((c) => c.headers.get("Authorization") === "Bearer tok-other")).toBe(false);
  });

  it("switches to the link's account when the player says so, and reads the new player", async () => {
    openWithOffer();
    const dialog = await screen.findByRole("dialog", { name: "Switch account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Switch account" }));
    expect(useSessionStore.getState().token).toBe("tok-other");
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBe("tok-other");
    await waitFor(() => expect(balance().textContent).toContain("€999.00"));
    expect(useAccountSwitchStore.getState().offered).toBeNull();
  });
});
