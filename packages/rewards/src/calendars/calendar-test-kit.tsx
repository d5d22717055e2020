import Cookies from "js-cookie";
import { AUTH_TOKEN_COOKIE, resetSessionStore, useSessionStore } from "@casino/shell";
import { renderShellApp } from "@casino/shell/test-support";
import { calendarsModals, calendarsPages } from "./register.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStore();
}

export const signIn = (token = "tok") => useSessionStore.getState().setToken(token);

/**
 * The whole shell at `path` with the calendars slice composed in, the api-client on an injected fetch; the brand
 * offers the rakeback calendar (as the three built brands do) unless the test says otherwise.
 */
export function renderCalendarApp(path: string, options: { fetch: typeof fetch; brand?: Record<string, unknown> }) {
  const brand = { showRakebackCalendar: true, ...options.brand };
  return renderShellApp(path, { ...options, brand, pages: calendarsPages, modals: calendarsModals });
}
