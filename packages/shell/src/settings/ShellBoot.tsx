import { Suspense, lazy, startTransition, useEffect, useEffectEvent, useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserHistory, type RouterHistory } from "@tanstack/react-router";
import type { AppSettings } from "@casino/domain";
import { LocaleProvider, resolveLocale } from "@casino/i18n";
import { ShellApp } from "../ShellApp.tsx";
import { configureShellApiClient } from "../api/configure-api.ts";
import { fetchRemoteSettings } from "../api/remote-settings.ts";
import type { AccountMenuItemDefinition } from "../account-menu/account-menu-items.tsx";
import type { HeaderItemDefinition } from "../header-items/header-items.tsx";
import type { HomeSectionDefinition } from "../home/home-sections.tsx";
import type { PlayerDutyDefinition } from "../player-duties/player-duties.tsx";
import type { ModalDefinition } from "../modals/modal-registry.ts";
import type { PageDefinition } from "../pages/page-registry.ts";
import { createShellRouterFrom, createShellRoutes, type ShellRouter } from "../router/create-router.tsx";
import { TakeOverPrerenderedFrame, hasPrerenderedFrame } from "../prerender/prerendered-frame.tsx";
import { reportUncaughtErrors } from "../errors/report-error.ts";
import { captureAccessToken } from "../session/access-token.ts";
import { useColorScheme, type BrandTheme } from "../theme/color-scheme.ts";
import { bootstrapSettings, startedRemoteSettings } from "./boot-prefetch.ts";
import { FrameSkeleton } from "./FrameSkeleton.tsx";
import { createDefaultQueryClient } from "./query-client.ts";
import { loadSettings } from "./load-settings.ts";

// Only when settings cannot load: its own chunk, from the static host (which answers when the API does not).
const ServiceUnavailablePage = lazy(() => import("./ServiceUnavailablePage.tsx").then((module) => ({ default: module.ServiceUnavailablePage })));

export type ShellBootProps = {
  /** brand.json, baked in at build time. */
  brand: Readonly<Record<string, unknown>>;
  /** import.meta.env: VITE_SETTING_* overrides. */
  env: Readonly<Record<string, unknown>>;
  theme: BrandTheme;
  pages: readonly PageDefinition[];
  modals?: readonly ModalDefinition[];
  /** The features' items in the player's header (lazy components). */
  headerItems?: readonly HeaderItemDefinition[];
  /** The features' entries in the player's account menu (lazy components). */
  accountMenuItems?: readonly AccountMenuItemDefinition[];
  /** The features' home page sections (lazy components), placed by the brand's homeSections. */
  homeSections?: readonly HomeSectionDefinition[];
  /** The features' duties for logged-in players on every page (lazy components, no place of their own). */
  playerDuties?: readonly PlayerDutyDefinition[];
  queryClient?: QueryClient;
  /** Tests: a memory history; `fetch` reaches the api-client. */
  history?: RouterHistory;
  fetch?: typeof fetch;
};

/** A task boundary: what follows runs after the browser has had its turn (input, rendering). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type BootState =
  | { status: "loading" }
  | { status: "failed"; retrying: boolean }
  | { status: "ready"; settings: AppSettings; router: ShellRouter };


/**
 * Start-up (DESIGN §1 data flow 1): configures the api-client, stores an `at` token, loads settings2 over
 * brand.json (env on top), then builds the router. A skeleton of the frame while loading; a branded
 * "Service Unavailable" page with Retry when settings cannot load; never a blank page.
 */
export function ShellBoot(props: ShellBootProps) {
  const { brand, env, theme, pages, modals, headerItems, accountMenuItems, homeSections, playerDuties, history } = props;
  const [bootstrap] = useState(() => {
    const settings = bootstrapSettings(brand, env);
    // Idempotent, so StrictMode's second initializer call changes nothing.
    configureShellApiClient(settings, props.fetch ? { fetch: props.fetch } : {});
    captureAccessToken();
    reportUncaughtErrors();
    return settings;
  });
  const [queryClient] = useState(() => props.queryClient ?? createDefaultQueryClient());
  // The build's prerendered first paint stays until the app (or the failure page) takes its place: no skeleton over it.
  const [prerendered] = useState(() => hasPrerenderedFrame());
  const loading = prerendered ? null : <FrameSkeleton />;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BootState>({ status: "loading" });

  // An effect event: the props are start-up constants; only Retry (a new attempt) loads again.
  // The first attempt takes the read the entry started (startShellBoot), if any; Retry reads anew.
  const load = useEffectEvent((signal: AbortSignal, first: boolean) =>
    ((first && startedRemoteSettings()) || fetchRemoteSettings({ signal })).then(async (remote) => {
      if (signal.aborted) return;
      const settings = loadSettings(brand, env, remote);
      const routes = createShellRoutes({ settings, pages, queryClient, ...(modals ? { modals } : {}), ...(headerItems ? { headerItems } : {}), ...(accountMenuItems ? { accountMenuItems } : {}), ...(homeSections ? { homeSections } : {}), ...(playerDuties ? { playerDuties } : {}) });
      // The route tree, the browser history, the router and its first load in tasks of their own, not one long one
      // (~130 ms on a slow phone).
      await nextTask();
      if (signal.aborted) return;
      // The history's set-up (replaceState of the first entry's state) was ~36 ms of the router's ~120 ms at 4x CPU.
      const routerHistory = history ?? createBrowserHistory();
      await nextTask();
      if (signal.aborted) return;
      const router = createShellRouterFrom(routes, routerHistory);
      await nextTask();
      if (signal.aborted) return;
      // The first location is matched and its page's code loaded before the app renders: else the router's mount
      // effect loads it, its state changes between React's render and its subscription, and React renders the whole
      // page again synchronously (one long task of ~35 ms unthrottled, the largest of the start-up).
      await router.load();
      if (signal.aborted) return;
      // A transition: the whole app's first render (frame, router, landing page) is time-sliced instead of one long
      // task, and the frame skeleton stays until it is done. Lighthouse on curacao, 3 A/B pairs: TBT 300-663 ->
      // 157-217 ms.
      startTransition(() => setState({ status: "ready", settings, router }));
    }),
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal, attempt === 0).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error("Settings could not load", error);
      setState({ status: "failed", retrying: false });
    });
    return () => controller.abort();
  }, [attempt]);

  const settings = state.status === "ready" ? state.settings : bootstrap;
  useColorScheme(theme, settings.defaultThemeMode);
  if (state.status === "ready") {
    return <ShellApp settings={state.settings} theme={theme} router={state.router} queryClient={queryClient} />;
  }
  return (
    <LocaleProvider defaultLocale={resolveLocale(bootstrap.defaultLanguage)} fallback={loading}>
      {state.status === "loading" ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <TakeOverPrerenderedFrame />
          <ServiceUnavailablePage
            brandName={bootstrap.brandName}
            retrying={state.retrying}
            onRetry={() => {
              setState({ status: "failed", retrying: true });
              setAttempt((count) => count + 1);
            }}
          />
        </Suspense>
      )}
    </LocaleProvider>
  );
}
