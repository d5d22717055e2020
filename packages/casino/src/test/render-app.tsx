import Cookies from "js-cookie";
import { AUTH_TOKEN_COOKIE, resetSessionStore } from "@casino/shell";
import { renderShellApp } from "@casino/shell/test-support";
import { casinoModals, casinoPages } from "../index.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  resetSessionStore();
}

/** The whole shell at `path` with the casino feature composed in, the api-client on an injected fetch. */
export function renderApp(path: string, options: Omit<Parameters<typeof renderShellApp>[1], "pages" | "modals">) {
  return renderShellApp(path, { ...options, pages: casinoPages, modals: casinoModals });
}
