import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRoute,
  type RouterHistory,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { AppSettings } from "@casino/domain";
import type { AccountMenuItemDefinition } from "../account-menu/account-menu-items.tsx";
import type { HeaderItemDefinition } from "../header-items/header-items.tsx";
import type { HomeSectionDefinition } from "../home/home-sections.tsx";
import type { PlayerDutyDefinition } from "../player-duties/player-duties.tsx";
import { resolveModals, type ModalDefinition } from "../modals/modal-registry.ts";
import { ShellSearchSchema } from "../modals/modal-search.ts";
import { lazyPage } from "./lazy-page.ts";
import { ShellRouterFrame } from "./ShellRouterFrame.tsx";
import { Layout } from "../layout/Layout.tsx";
import { LEGAL_PAGE_DEFINITIONS } from "../pages/legal/legal-page-definitions.tsx";
import { resolvePages, type PageDefinition, type ResolvedPage } from "../pages/page-registry.ts";
import { reportError } from "../errors/report-error.ts";
import { RouteErrorPage } from "../errors/RouteErrorPage.tsx";

/**
 * `pagePaths`: every page key's resolved path, also the keys features add (PageLink reads it). `pages`: the route
 * table itself, whose keys without a definition show Coming soon (useFilledPages reads it, in the pages that need it).
 * `accountMenuItems`: the features' entries of the player's account menu. `homeSections`: the features' home sections.
 */
export type RouterContext = {
  queryClient: QueryClient;
  pagePaths: Readonly<Record<string, string>>;
  pages: readonly ResolvedPage[];
  /** The features' account menu entries (AccountMenu reads them). */
  accountMenuItems: readonly AccountMenuItemDefinition[];
  /** The features' home page sections (HomePage reads them). */
  homeSections: readonly HomeSectionDefinition[];
};

// The shell's own pages load as chunks too: most visits land on a feature's page, and the first download had no room.
const HomePage = lazyPage(() => import("../pages/HomePage.tsx"), "HomePage");
const ComingSoonPage = lazyPage(() => import("../pages/ComingSoonPage.tsx"), "ComingSoonPage");
const NotFoundPage = lazyPage(() => import("../pages/NotFoundPage.tsx"), "NotFoundPage");

const SHELL_PAGES: PageDefinition[] = [
  { key: "home", component: HomePage },
  ...LEGAL_PAGE_DEFINITIONS,
  { key: "verifyEmail", defaultPath: "/verify-email", component: lazyPage(() => import("../session/VerifyEmailPage.tsx"), "VerifyEmailPage") },
  { key: "contacts", component: lazyPage(() => import("../pages/contacts/ContactsPage.tsx"), "ContactsPage") },
];

/** Spec §2 design setup: the whole site lives under /design (so do the auth landings). */
export const DESIGN_BASE_PATH = "/design";

type ShellRouterOptions = {
  settings: AppSettings;
  pages: readonly PageDefinition[];
  modals?: readonly ModalDefinition[];
  headerItems?: readonly HeaderItemDefinition[];
  accountMenuItems?: readonly AccountMenuItemDefinition[];
  homeSections?: readonly HomeSectionDefinition[];
  playerDuties?: readonly PlayerDutyDefinition[];
  queryClient: QueryClient;
  history?: RouterHistory;
};

/** The route tree of createShellRouter: every page key at its brand-resolved path, under the frame's root route. */
export function createShellRoutes(options: ShellRouterOptions) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: Layout,
    notFoundComponent: NotFoundPage,
    validateSearch: ShellSearchSchema,
  });
  const resolved = resolvePages([...SHELL_PAGES, ...options.pages], options.settings);
  const children: AnyRoute[] = resolved.map(
    ({ key, path, definition }) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path,
        component: definition?.component ?? (() => <ComingSoonPage page={key} />),
        ...(definition?.loader ? { loader: definition.loader } : {}),
      }),
  );
  return { options, resolved, routeTree: rootRoute.addChildren(children) };
}

/**
 * The router of a route tree (createShellRoutes), on `history` (the options' own, else the browser's). Start-up builds
 * the tree, the browser history and the router in tasks of their own: together they were one task of ~130 ms on a
 * slow phone (4x CPU).
 */
export function createShellRouterFrom({ options, resolved, routeTree }: ReturnType<typeof createShellRoutes>, history: RouterHistory | undefined = options.history) {
  const modals = resolveModals(options.modals ?? []);
  const headerItems = options.headerItems ?? [];
  const playerDuties = options.playerDuties ?? [];
  const pagePaths = Object.fromEntries(resolved.map(({ key, path }) => [key, path]));
  return createRouter({
    routeTree,
    context: { queryClient: options.queryClient, pagePaths, pages: resolved, accountMenuItems: options.accountMenuItems ?? [], homeSections: options.homeSections ?? [] },
    ...(history ? { history } : {}),
    ...(options.settings.designSetup ? { basepath: DESIGN_BASE_PATH } : {}),
    InnerWrap: ({ children: page }) => <ShellRouterFrame modals={modals} headerItems={headerItems} playerDuties={playerDuties}>{page}</ShellRouterFrame>,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Errors have a place (DESIGN §5.1): a page that throws, or whose read or code fails, shows the branded error in
    // the page area (the root's, when the frame itself fails); a notFound() of any page shows the brand's 404.
    defaultErrorComponent: RouteErrorPage,
    defaultOnCatch: (error) => reportError(error, { area: "page" }),
    defaultNotFoundComponent: NotFoundPage,
  });
}

/** Builds the route tree after settings load: every page key at its brand-resolved path. */
export function createShellRouter(options: ShellRouterOptions) {
  return createShellRouterFrom(createShellRoutes(options));
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
