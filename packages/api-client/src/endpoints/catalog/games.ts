import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { GameSummarySchema } from "./game-schema.ts";

/** Spec §3 "Sorting"; `popular` is the default (rank 1 first). */
export const GAME_SORTS = ["popular", "releaseDate", "name", "returnToPlayer", "maxMultiplier", "minBet", "maxBet"] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const GAMES_PAGE_SIZE = 24;
export const GAMES_MAX_PAGE_SIZE = 100;

export interface GamesFilter {
  /** Category slug: slots, live-casino, popular, new, jackpots, table-games. */
  category?: string | undefined;
  /** Provider slug, or several comma-separated (`a,b`): the games of any of them. */
  provider?: string | undefined;
  /** Matches game and provider names, ignoring case and accents. */
  search?: string | undefined;
  sort?: GameSort | undefined;
  /** Default per sort: popular, name, minBet asc; the others desc (newest, highest first). */
  order?: SortOrder | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** `nextCursor` of the previous page; replaces offset. */
  cursor?: string | undefined;
}

export const GamesPageSchema = v.object({
  rows: v.array(GameSummarySchema),
  /** All games matching the filter, whatever the page. */
  count: v.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: v.nullable(v.string()),
});
export type GamesPage = v.InferOutput<typeof GamesPageSchema>;
export const GamesResponseSchema = successEnvelope(GamesPageSchema);

/** GET /api/admin/get-games. Unknown category or provider: 404 CATEGORY_NOT_FOUND / PROVIDER_NOT_FOUND. */
export async function getGames(filter: GamesFilter = {}, options: { signal?: AbortSignal } = {}): Promise<GamesPage> {
  const { data } = await apiRequest({ path: "/api/admin/get-games", query: { ...filter }, schema: GamesResponseSchema, ...options });
  return data;
}

export const gamesQueryKey = (filter: GamesFilter = {}) => ["games", "list", filter] as const;

export const gamesQueryOptions = (filter: GamesFilter = {}) =>
  queryOptions({ queryKey: gamesQueryKey(filter), queryFn: ({ signal }) => getGames(filter, { signal }) });

/** Endless lobby grid: pages follow `nextCursor`. */
export const gamesInfiniteQueryOptions = (filter: Omit<GamesFilter, "cursor" | "offset"> = {}) =>
  infiniteQueryOptions({
    queryKey: ["games", "infinite", filter] as const,
    queryFn: ({ pageParam, signal }) => getGames({ ...filter, cursor: pageParam ?? undefined }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
