import type { GameSummary } from "@casino/api-client";
import { gameFixture } from "@casino/api-client/test-support";
import { gameMatchesSearch, sortGames, type LobbySort } from "@casino/domain";
import type { PageDefinition } from "@casino/shell";
import { ok, renderShellApp, type FakeReply } from "@casino/shell/test-support";
import { DeferredGameBrowser } from "./DeferredGameBrowser.tsx";
import { GameBrowser, type GameBrowserProps } from "./GameBrowser.tsx";

export function game(index: number, provider = index % 2 ? "Aurora Forge" : "Okami Reels"): GameSummary {
  const rtp = 90 + (index % 90) / 10;
  return gameFixture({ id: index, slug: `game-${index}`, name: `Game ${index}`, provider, rtp, maxMultiplier: 1000 + index, popularity: index });
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
  const pages: PageDefinition[] = [
    { key: "slots", component: () => <Browser category="slots" heading="Slots" {...props} /> },
    { key: "game", component: () => <p>Game details</p> },
  ];
  return renderShellApp(path, { fetch, pages });
}
