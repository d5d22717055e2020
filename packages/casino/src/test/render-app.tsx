import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import Cookies from "js-cookie";
import { parseAppSettings } from "@casino/domain";
import { AUTH_TOKEN_COOKIE, ShellApp, configureShellApiClient, createShellRouter, resetSessionStore } from "@casino/shell";
import { casinoModals, casinoPages } from "../index.ts";

/** Starts a test as a guest (no token cookie, an empty session store, nothing stored on the device). */
export function startAsGuest(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  localStorage.clear();
  resetSessionStore();
}

/** The whole shell at `path` with the casino feature composed in, the api-client on an injected fetch. */
export function renderApp(path: string, options: { fetch: typeof fetch; brand?: Record<string, unknown> }) {
  const settings = parseAppSettings({ brandName: "Test Casino", ...options.brand });
  configureShellApiClient(settings, { fetch: options.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createShellRouter({ settings, pages: casinoPages, modals: casinoModals, queryClient, history });
  const view = render(
    <ShellApp settings={settings} theme={{ light: "theme-light", dark: "theme-dark" }} router={router} queryClient={queryClient} />,
  );
  return { ...view, router, history, queryClient };
}
