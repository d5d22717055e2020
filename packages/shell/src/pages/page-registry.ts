import type { QueryClient } from "@tanstack/react-query";
import type { RouteComponent } from "@tanstack/react-router";
import { resolvePagePath, type AppSettings } from "@casino/domain";
import { DEFAULT_PAGE_PATHS } from "./default-pages.ts";

/** What a page's loader gets: the router context (queryClient for `ensureQueryData`) and the path params. */
export type PageLoaderContext = {
  context: { queryClient: QueryClient };
  params: Readonly<Record<string, string>>;
  abortController: AbortController;
};

/** What a feature exports for each page it owns; `component` is usually `lazyPage(() => import(...), "Name")`. */
export type PageDefinition = {
  key: string;
  defaultPath?: string;
  component: RouteComponent;
  loader?: (ctx: PageLoaderContext) => unknown;
};

export type ResolvedPage = { key: string; path: string; definition: PageDefinition | undefined };

/**
 * The route table: every known page key at its resolved path, with the feature's definition when one exists.
 * Two keys resolving to one path (panel navigation sends editProfile to /account) keep the first.
 */
export function resolvePages(definitions: readonly PageDefinition[], settings: AppSettings): ResolvedPage[] {
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const defaults: Record<string, string> = { ...DEFAULT_PAGE_PATHS };
  for (const d of definitions) if (d.defaultPath) defaults[d.key] = d.defaultPath;
  const options = { pageUrlSetup: settings.pageUrlSetup, navigationSystem: settings.navigationSystem };
  const seen = new Set<string>();
  const pages: ResolvedPage[] = [];
  for (const key of Object.keys(defaults)) {
    const path = resolvePagePath(key, defaults, options);
    if (!path || seen.has(path.toLowerCase())) continue;
    seen.add(path.toLowerCase());
    pages.push({ key, path, definition: byKey.get(key) });
  }
  return pages;
}

export function pagePathFor(key: string, settings: AppSettings): string | undefined {
  return resolvePagePath(key, DEFAULT_PAGE_PATHS, {
    pageUrlSetup: settings.pageUrlSetup,
    navigationSystem: settings.navigationSystem,
  });
}
