import { i18n } from "@lingui/core";
import { categoryListQueryOptions, providersQueryOptions } from "@casino/api-client";
import type { PageBootContext, PageDefinition, PageLoaderContext } from "@casino/shell";
import { lazyPage, preloadImage } from "@casino/shell";
import { firstScreenPriorityTiles } from "../tile/priority-tiles.ts";
import { CATEGORY_GAMES_PAGE } from "./category-links.ts";

// The reads start while the page's chunk downloads, not after it; nothing waits for them (no await).
const prefetchCategories = ({ context }: PageLoaderContext) => {
  if (i18n.locale) void context.queryClient.prefetchQuery(categoryListQueryOptions(i18n.locale));
};
// A visit that lands on the lobby asks for the categories at the entry, with settings2 and the catalog, and for the
// first row's thumbnails its first screen shows as soon as they are known (the lobby's first carousel is the list's
// first category). The preloads have a task of their own, not the one that read and checked the list (~30 ms at 4x).
const bootCategories = ({ queryClient, locale }: PageBootContext) =>
  queryClient.fetchQuery(categoryListQueryOptions(locale)).then((categories) => {
    const first = categories[0]?.games.slice(0, firstScreenPriorityTiles()) ?? [];
    setTimeout(() => {
      for (const game of first) preloadImage(game.thumbnailUrl);
    }, 0);
  });
const prefetchProviders = ({ context }: PageLoaderContext) => void context.queryClient.prefetchQuery(providersQueryOptions());

/** The lobby, the category pages and the providers pages; each page is its own chunk. */
export const lobbyPages: PageDefinition[] = [
  { key: "casino", component: lazyPage(() => import("./LobbyPage.tsx"), "LobbyPage"), loader: prefetchCategories, bootPrefetch: bootCategories },
  { key: "slots", component: lazyPage(() => import("./CategoryPages.tsx"), "SlotsPage") },
  { key: "liveCasino", component: lazyPage(() => import("./CategoryPages.tsx"), "LiveCasinoPage") },
  { key: "popular", component: lazyPage(() => import("./CategoryPages.tsx"), "PopularPage") },
  {
    key: CATEGORY_GAMES_PAGE,
    defaultPath: "/casino/categories/$category",
    component: lazyPage(() => import("./CategoryPages.tsx"), "CategoryGamesPage"),
    loader: prefetchCategories,
  },
  { key: "providers", component: lazyPage(() => import("../providers/ProvidersPage.tsx"), "ProvidersPage"), loader: prefetchProviders },
  {
    key: "providerGames",
    defaultPath: "/providers/$provider",
    component: lazyPage(() => import("../providers/ProviderGamesPage.tsx"), "ProviderGamesPage"),
    loader: prefetchProviders,
  },
];

