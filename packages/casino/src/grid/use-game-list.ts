import { useCallback, useDeferredValue, useMemo } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { GAMES_MAX_PAGE_SIZE, gamesInfiniteQueryOptions, type GameSummary } from "@casino/api-client";
import { filterByProviders, gameSearchFilter, lobbySearchToGamesFilter, sortGames, type LobbySearch } from "@casino/domain";
import { cleanQuery } from "./use-search-text.ts";

export type GameListInput = { category?: string | undefined; provider?: string | undefined; search: LobbySearch; typed: string };

export type GameList = {
  games: readonly GameSummary[];
  /** All games of the view on the server (sizes the scroll height up front); the local count while typing. */
  total: number;
  /** The games shown are the server's answer to what is on screen, not the loaded ones filtered meanwhile. */
  settled: boolean;
  firstLoad: boolean;
  error: unknown;
  retry: () => void;
  retrying: boolean;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  nextPageFailed: boolean;
  nextPageError: unknown;
  fetchNextPage: () => void;
};

/**
 * The games of a view, pages of 100 following the cursor. Between a change and the server's answer the games
 * already loaded are filtered and sorted here with the server's own rules, so each keystroke (or a new provider
 * or sort) shows at once and the grid never flashes empty.
 */
export function useGameList({ category, provider, search, typed }: GameListInput): GameList {
  // A provider's page pins its provider; the memo keeps the list's identity so the memos below hold.
  const view: LobbySearch = useMemo(() => (provider ? { ...search, provider: [provider] } : search), [provider, search]);
  const filter = { ...lobbySearchToGamesFilter({ ...view, category }), limit: GAMES_MAX_PAGE_SIZE };
  const query = useInfiniteQuery({ ...gamesInfiniteQueryOptions(filter), placeholderData: keepPreviousData });
  const deferredTyped = useDeferredValue(typed);
  const loaded = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data]);
  // Validated once per text, not on every render (a page arriving while scrolling renders this hook again).
  const typedQuery = useMemo(() => cleanQuery(deferredTyped), [deferredTyped]);
  const settled = !query.isPlaceholderData && typedQuery === view.q;
  const { provider: providers, sort, order } = view;
  const games = useMemo(
    () =>
      settled
        ? loaded
        : sortGames(
            filterByProviders(
              loaded.filter(gameSearchFilter(deferredTyped)),
              providers,
            ),
            sort,
            order,
          ),
    [settled, loaded, deferredTyped, providers, sort, order],
  );
  const { fetchNextPage, refetch } = query;
  // Never cancel a page on its way (the default would restart it when asked again).
  const fetchNext = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    games,
    total: settled ? (query.data?.pages[0]?.count ?? 0) : games.length,
    settled,
    firstLoad: !query.data,
    error: query.data ? null : query.error,
    retry,
    retrying: query.isFetching,
    hasNextPage: settled && query.hasNextPage,
    fetchingNextPage: query.isFetchingNextPage,
    nextPageFailed: query.isFetchNextPageError,
    nextPageError: query.isFetchNextPageError ? query.error : null,
    fetchNextPage: fetchNext,
  };
}
