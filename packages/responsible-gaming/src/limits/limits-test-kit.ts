import Cookies from "js-cookie";
import userEvent from "@testing-library/user-event";
import { AUTH_TOKEN_COOKIE, resetSessionStore, useSessionStore } from "@casino/shell";
import { fakeApi, ok, renderShellApp, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { limitsPages } from "./register.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStore();
}

/** A refusal with the extra fields the sandbox sends (CHANGE_NOT_ALLOWED's `unlocksAt`). */
export const refusal = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { success: false, code, message: code, ...extra },
});

type Options = { loggedIn?: boolean; brand?: Record<string, unknown> };

/** The whole shell at `path` with the limits slice composed in, over a fake sandbox with `routes`. */
export function openLimits(routes: Record<string, FakeRoute> = {}, options: Options = {}) {
  if (options.loggedIn ?? true) useSessionStore.getState().setToken("tok");
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })), ...routes });
  const view = renderShellApp("/profile2/limits", { fetch: api.fetch, brand: options.brand ?? {}, pages: limitsPages });
  const sent = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);
  return { ...api, ...view, sent, user: userEvent.setup() };
}
