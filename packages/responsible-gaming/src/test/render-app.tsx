import Cookies from "js-cookie";
import userEvent from "@testing-library/user-event";
import { AUTH_TOKEN_COOKIE, resetSessionStore, useSessionStore } from "@casino/shell";
import { fakeApi, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { responsibleGamingPages } from "../index.ts";

export { someLimits } from "./limits-fixture.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStore();
}

type Options = { loggedIn?: boolean; brand?: Record<string, unknown> };

/** The whole shell at `path` with the responsible-gaming feature composed in, over a fake sandbox with `routes`. */
export function openResponsibleGaming(path: string, routes: Record<string, FakeRoute> = {}, options: Options = {}) {
  if (options.loggedIn ?? true) useSessionStore.getState().setToken("tok");
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })), ...routes });
  const view = renderShellApp(path, { fetch: api.fetch, brand: options.brand ?? {}, pages: responsibleGamingPages });
  const posts = (path: string) => api.calls.filter((call) => call.method === "POST" && call.path === path);
  return { ...api, ...view, posts, user: userEvent.setup() };
}
