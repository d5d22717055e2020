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
  /**
   * Reads to start when a visit lands on this page, at the entry: before settings2, the language catalog and the
   * router, side by side with them (the loader runs only once all three are in). Params are not known yet.
   */
  bootPrefetch?: (ctx: PageBootContext) => unknown;
};

/** What a landing page's bootPrefetch gets at the entry: the app's client, the first language, its path's parameters. */
export type PageBootContext = { queryClient: QueryClient; locale: string; params: Readonly<Record<string, string>> };

export type ResolvedPage = { key: string; path: string; definition: PageDefinition | undefined };

/**
 * The route table: every known page key at its resolved path, with the feature's definition when one exists.
 * Two keys resolving to one path keep the brand's own (pageUrlSetup: a brand that puts the lobby at / gets it there),
 * else the first (panel navigation sends editProfile to /account).
 * A settings page role (pageKeys, spec §3) played by another page key serves that page at the role's path: with
 * pageKeys.home "casino", / shows the lobby (the logo and Go Home lead there) and /casino still does too.
 */
export function resolvePages(definitions: readonly PageDefinition[], settings: AppSettings): ResolvedPage[] {
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const defaults: Record<string, string> = { ...DEFAULT_PAGE_PATHS };
  for (const d of definitions) if (d.defaultPath) defaults[d.key] = d.defaultPath;
  const options = { pageUrlSetup: settings.pageUrlSetup, navigationSystem: settings.navigationSystem };
  const moved = settings.pageUrlSetup.map((entry) => entry.key);
  const roles: Readonly<Record<string, string>> = settings.pageKeys;
  const seen = new Set<string>();
  const pages: ResolvedPage[] = [];
  // The brand's moved pages first (a stable sort), so they win the paths they share with a default.
  for (const key of Object.keys(defaults).sort((a, b) => +moved.includes(b) - +moved.includes(a))) {
    const path = resolvePagePath(key, defaults, options);
    if (!path || seen.has(path.toLowerCase())) continue;
    seen.add(path.toLowerCase());
    // The page playing the role, when its path takes as many params as the role's.
    const player = roles[key] ?? key;
    const role = paramCount(defaults[player]) === paramCount(path) ? byKey.get(player) : undefined;
    pages.push({ key, path, definition: role ?? byKey.get(key) });
  }
  return pages;
}

const paramCount = (path = "") => path.split("$").length;

export function pagePathFor(key: string, settings: AppSettings): string | undefined {
  return resolvePagePath(key, DEFAULT_PAGE_PATHS, {
    pageUrlSetup: settings.pageUrlSetup,
    navigationSystem: settings.navigationSystem,
  });
}
