import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRoute,
  type RouterHistory,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { AppSettings } from "@casino/domain";
import { Layout } from "../layout/Layout.tsx";
import { ComingSoonPage } from "../pages/ComingSoonPage.tsx";
import { HomePage } from "../pages/HomePage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { resolvePages, type PageDefinition } from "../pages/page-registry.ts";

export type RouterContext = { queryClient: QueryClient };

const SHELL_PAGES: PageDefinition[] = [{ key: "home", component: HomePage }];

/** Builds the route tree after settings load: every page key at its brand-resolved path. */
export function createShellRouter(options: {
  settings: AppSettings;
  pages: readonly PageDefinition[];
  queryClient: QueryClient;
  history?: RouterHistory;
}) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: Layout,
    notFoundComponent: NotFoundPage,
  });
  const children: AnyRoute[] = resolvePages([...SHELL_PAGES, ...options.pages], options.settings).map(
    ({ key, path, definition }) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path,
        component: definition?.component ?? (() => <ComingSoonPage page={key} />),
        ...(definition?.loader ? { loader: definition.loader } : {}),
      }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    context: { queryClient: options.queryClient },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
