import Cookies from "js-cookie";
import userEvent from "@testing-library/user-event";
import { AUTH_TOKEN_COOKIE, resetSessionStore, useSessionStore } from "@casino/shell";
import { fakeApi, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { bonusesPages } from "./register.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStore();
}

/** The whole shell at `path` with the bonuses slice, logged in unless `guest`, over a fake API. */
export function openBonuses(path: string, routes: Record<string, FakeRoute>, options: { guest?: boolean } = {}) {
  if (!options.guest) useSessionStore.getState().setToken("tok");
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })), ...routes });
  const view = renderShellApp(path, { fetch: api.fetch, pages: bonusesPages });
  const calls = (route: string) => api.calls.filter((call) => call.path === route);
  return { ...view, calls, user: userEvent.setup() };
}
