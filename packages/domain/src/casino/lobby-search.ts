import * as v from "valibot";
import { isSlug } from "./slug.ts";

/** Spec §3 "Sorting"; the same keys as the get-games call, `popular` first because it is the default. */
export const LOBBY_SORTS = ["popular", "releaseDate", "name", "returnToPlayer", "maxMultiplier", "minBet", "maxBet"] as const;
export type LobbySort = (typeof LOBBY_SORTS)[number];
export const LOBBY_ORDERS = ["asc", "desc"] as const;
export type LobbyOrder = (typeof LOBBY_ORDERS)[number];

/** What each sort means without a direction, as the server does: most popular, newest, A-Z, highest RTP, ... */
export const DEFAULT_LOBBY_ORDERS: Record<LobbySort, LobbyOrder> = {
  popular: "asc",
  releaseDate: "desc",
  name: "asc",
  returnToPlayer: "desc",
  maxMultiplier: "desc",
  minBet: "asc",
  maxBet: "desc",
};
export const LOBBY_SEARCH_MAX_LENGTH = 100;


/** The router hands values over JSON-parsed (`?q=777` arrives as a number): accept text or number. */
const asText = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** One slug or a comma-separated list (also an array): bad entries are dropped one by one, repeats once. */
const providerList = v.fallback(
  v.pipe(
    v.union([asText, v.array(asText)]),
    v.transform((raw) => {
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(","));
      return [...new Set(parts.map((part) => part.trim()).filter(isSlug))];
    }),
  ),
  [],
);

/** Too long a query is cut rather than dropped, so a pasted text still searches; cut by code point, not unit. */
const queryText = v.fallback(
  v.pipe(
    asText,
    v.transform((text) => Array.from(text.trim()).slice(0, LOBBY_SEARCH_MAX_LENGTH).join("").trim()),
  ),
  "",
);

/**
 * The lobby's URL search (DESIGN §3.5): every value is checked and an invalid one falls back to its default,
 * never throws, so any link opens a view and a shared link reproduces it.
 */
export const LobbySearchSchema = v.pipe(
  v.fallback(
    v.object({
      category: v.fallback(v.optional(v.pipe(asText, v.check(isSlug))), undefined),
      provider: v.optional(providerList, []),
      sort: v.fallback(v.optional(v.picklist(LOBBY_SORTS), "popular"), "popular"),
      order: v.fallback(v.optional(v.picklist(LOBBY_ORDERS)), undefined),
      q: v.optional(queryText, ""),
    }),
    { category: undefined, provider: [], sort: "popular", order: undefined, q: "" },
  ),
  v.transform(({ order, ...search }) => ({ ...search, order: order ?? DEFAULT_LOBBY_ORDERS[search.sort] })),
);
export type LobbySearch = {
  category?: string | undefined;
  provider: readonly string[];
  sort: LobbySort;
  order: LobbyOrder;
  q: string;
};

export const parseLobbySearch = (raw: unknown): LobbySearch => v.parse(LobbySearchSchema, raw);

export type LobbySearchParams = { category?: string; provider?: string; sort?: LobbySort; order?: LobbyOrder; q?: string };

/** The params to put in the URL: defaults are left out so links stay short and one view has one URL. */
export function lobbySearchToParams(search: LobbySearch): LobbySearchParams {
  return {
    ...(search.category ? { category: search.category } : {}),
    ...(search.provider.length > 0 ? { provider: search.provider.join(",") } : {}),
    ...(search.sort !== "popular" ? { sort: search.sort } : {}),
    ...(search.order !== DEFAULT_LOBBY_ORDERS[search.sort] ? { order: search.order } : {}),
    ...(search.q ? { q: search.q } : {}),
  };
}

/** Structurally the api-client's GamesFilter (domain may not import it); the boundary keeps them apart. */
export interface LobbyGamesFilter {
  category?: string | undefined;
  provider?: string | undefined;
  search?: string | undefined;
  sort?: LobbySort | undefined;
  order?: LobbyOrder | undefined;
}

/** The get-games filter of a view. Several providers go as one comma-separated value, which get-games accepts. */
export function lobbySearchToGamesFilter(search: LobbySearch): LobbyGamesFilter {
  return {
    ...(search.category ? { category: search.category } : {}),
    ...(search.provider.length > 0 ? { provider: search.provider.join(",") } : {}),
    ...(search.q ? { search: search.q } : {}),
    sort: search.sort,
    order: search.order,
  };
}
