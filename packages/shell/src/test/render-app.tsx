import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import Cookies from "js-cookie";
import { parseAppSettings } from "@casino/domain";
import { ShellApp } from "../ShellApp.tsx";
import { configureShellApiClient } from "../api/configure-api.ts";
import type { AccountMenuItemDefinition } from "../account-menu/account-menu-items.tsx";
import type { HeaderItemDefinition } from "../header-items/header-items.tsx";
import type { HomeSectionDefinition } from "../home/home-sections.tsx";
import type { PlayerDutyDefinition } from "../player-duties/player-duties.tsx";
import type { ModalDefinition } from "../modals/modal-registry.ts";
import type { PageDefinition } from "../pages/page-registry.ts";
import { createShellRouter } from "../router/create-router.tsx";
import { resetSessionStore } from "../session/session-store.ts";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
// The chunks the app loads on its own after the first paint (the duties at an idle moment, the script injector, the
// socket, an error report), loaded with the test file: a test can end before such a load does, and vitest refuses
// a module load after the file's environment is gone (it failed a green file on a busy machine so).
import "../duties/ShellDuties.tsx";
import "../duties/lazy-duty-ui.ts";
import "../realtime/realtime-client.ts";
import "../errors/send-error-report.ts";
import "../duties/SessionDuties.tsx";

/** Starts a test as a guest or as a player holding `token` (the cookie the shell reads at start). */
export function startSession(token: string | null): void {
  if (token) Cookies.set(AUTH_TOKEN_COOKIE, token);
  else Cookies.remove(AUTH_TOKEN_COOKIE);
  resetSessionStore();
}

/**
 * Like renderShell, with the api-client configured on an injected fetch and the features' modals:
 * the shell as the player app runs it after settings loaded.
 */
export function renderApp(
  path: string,
  options: {
    fetch: typeof fetch;
    brand?: Record<string, unknown>;
    pages?: PageDefinition[];
    modals?: ModalDefinition[];
    headerItems?: HeaderItemDefinition[];
    accountMenuItems?: AccountMenuItemDefinition[];
    homeSections?: HomeSectionDefinition[];
    playerDuties?: PlayerDutyDefinition[];
    /** A client whose cache the test filled, as the entry's first reads do. */
    queryClient?: QueryClient;
  },
) {
  const settings = parseAppSettings({ brandName: "Test Casino", ...options.brand });
  configureShellApiClient(settings, { fetch: options.fetch });
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createShellRouter({
    settings,
    pages: options.pages ?? [],
    modals: options.modals ?? [],
    headerItems: options.headerItems ?? [],
    accountMenuItems: options.accountMenuItems ?? [],
    homeSections: options.homeSections ?? [],
    playerDuties: options.playerDuties ?? [],
    queryClient,
    history,
  });
  const view = render(
    <ShellApp settings={settings} theme={{ light: "theme-light", dark: "theme-dark" }} router={router} queryClient={queryClient} />,
  );
  return { ...view, router, history, queryClient };
}
