import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { GameSummary } from "@casino/api-client";
import { gameMatchesSearch, parseAppSettings, sortGames, type LobbySort } from "@casino/domain";
import { ShellApp, configureShellApiClient, createShellRouter, type PageDefinition } from "@casino/shell";
import { ok, type FakeReply } from "@casino/shell/test-support";
import { DeferredGameBrowser } from "./DeferredGameBrowser.tsx";
import { GameBrowser, type GameBrowserProps } from "./GameBrowser.tsx";

export function game(index: number, provider = index % 2 ? "Aurora Forge" : "Okami Reels"): GameSummary {
  return {
    id: index,
    slug: `game-${index}`,
    name: `Game ${index}`,
    provider,
    providerSlug: provider.toLowerCase().replaceAll(" ", "-"),
    type: "slot",
    thumbnailUrl: `https://sandbox.test/sandbox/thumbnails/game-${index}.svg`,
    rtp: 90 + (index % 90) / 10,
    minBet: 0.1,
    maxBet: 100,
    maxMultiplier: 1000 + index,
    hasBonusBuy: false,
    isBonus: true,
    demo: true,
    releaseDate: "2025-01-01",
    popularity: index,
  };
}

export const catalogue = (size: number) => Array.from({ length: size }, (_, index) => game(index + 1));

/** get-games over a list, as the sandbox answers it: provider list, search, sort, cursor (an offset here). */
export function getGamesOver(games: readonly GameSummary[]) {
  return ({ url }: { url: URL }): FakeReply => {
    const providers = url.searchParams.get("provider")?.split(",") ?? [];
    const search = url.searchParams.get("search") ?? "";
    const sort = (url.searchParams.get("sort") ?? "popular") as LobbySort;
    const order = url.searchParams.get("order") === "desc" ? "desc" : "asc";
    const matching = sortGames(
      games.filter((g) => (providers.length === 0 || providers.includes(g.providerSlug)) && gameMatchesSearch(g, search)),
      sort,
      order,
    );
    const limit = Number(url.searchParams.get("limit") ?? 24);
    const from = Number(url.searchParams.get("cursor") ?? 0);
    const rows = matching.slice(from, from + limit);
    return ok({ rows, count: matching.length, nextCursor: from + limit < matching.length ? String(from + limit) : null });
  };
}

/** The shell with one category page holding the browser (and a stand-in game page), over a fake fetch. */
export function renderBrowser(path: string, fetch: typeof globalThis.fetch, props: Partial<GameBrowserProps> = {}, deferred = false) {
  const Browser = deferred ? DeferredGameBrowser : GameBrowser;
  const settings = parseAppSettings({ brandName: "Test Casino" });
  configureShellApiClient(settings, { fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const pages: PageDefinition[] = [
    { key: "slots", component: () => <Browser category="slots" heading="Slots" {...props} /> },
    { key: "game", component: () => <p>Game details</p> },
  ];
  const router = createShellRouter({ settings, pages, modals: [], queryClient, history });
  const view = render(<ShellApp settings={settings} theme={{ light: "theme-light", dark: "theme-dark" }} router={router} queryClient={queryClient} />);
  return { ...view, router, history, queryClient };
}
