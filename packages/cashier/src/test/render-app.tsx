import Cookies from "js-cookie";
import { AUTH_TOKEN_COOKIE, resetSessionStore } from "@casino/shell";
import { renderShellApp } from "@casino/shell/test-support";
import { cashierModals, cashierPages } from "../index.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStore();
}

/** The whole shell at `path` with the cashier feature composed in, the api-client on an injected fetch. */
export function renderApp(path: string, options: { fetch: typeof fetch; brand?: Record<string, unknown> }) {
  return renderShellApp(path, { ...options, pages: cashierPages, modals: cashierModals });
}
