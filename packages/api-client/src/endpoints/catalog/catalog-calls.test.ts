import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { categoryListQueryOptions, getCategoryList } from "./categories.ts";
import { countriesQueryOptions, getAllCountries } from "./countries.ts";
import { currenciesQueryOptions, getCurrencies } from "./currencies.ts";
import { addFavoriteGame, favoriteGamesQueryOptions, getFavoriteGames, removeFavoriteGame, removeFavoriteGameMutationOptions } from "./favorite-games.ts";
import { gameDetailsQueryOptions, getGameDetails, getRelatedGames, relatedGamesQueryOptions } from "./game-details.ts";
import { gameHistoryQueryOptions, getGameHistory } from "./game-history.ts";
import { launchGame } from "./game-launch.ts";
import { gamesInfiniteQueryOptions, gamesQueryOptions, getGames } from "./games.ts";
import { LOCATION_STALE_TIME_MS, getLocation, locationQueryOptions } from "./location.ts";
import { providersQueryOptions, getProviders } from "./providers.ts";
import { recentGamesQueryOptions, getRecentGames } from "./recent-games.ts";
import { getRegistrationFields, registrationFieldsQueryOptions } from "./registration-fields.ts";

afterEach(() => resetApiClient());

const game = {
  id: 7,
  slug: "golden-dragons",
  name: "Golden Dragons",
  provider: "Aurora Forge",
  providerSlug: "aurora-forge",
  type: "slot" as const,
  thumbnailUrl: "https://api.test/sandbox/thumbnails/golden-dragons.png",
  rtp: 96.1,
  minBet: 0.1,
  maxBet: 100,
  maxMultiplier: 5000,
  hasBonusBuy: true,
  isBonus: true,
  demo: true,
  releaseDate: "2026-01-02",
  popularity: 3,
};
const rows = { rows: [game], count: 1 };
const country = { code: "DE", name: "Germany", phoneCode: "+49", flag: "🇩🇪" };

// [name, call, method, url, JSON body, response data]
const cases: Array<[string, () => Promise<unknown>, string, string, unknown, unknown]> = [
  ["getGames", () => getGames({ category: "slots", search: "dra gon", sort: "name", order: "desc", limit: 10 }), "GET", "https://api.test/api/admin/get-games?category=slots&search=dra+gon&sort=name&order=desc&limit=10", undefined, { ...rows, nextCursor: "abc" }],
  ["getGames with a cursor", () => getGames({ cursor: "abc" }), "GET", "https://api.test/api/admin/get-games?cursor=abc", undefined, { ...rows, nextCursor: null }],
  ["getGameDetails", () => getGameDetails("golden dragons"), "GET", "https://api.test/api/admin/get-game/golden%20dragons", undefined, { ...game, description: "d", volatility: "high", categories: ["slots"] }],
  ["getRelatedGames", () => getRelatedGames("golden-dragons", 6), "GET", "https://api.test/api/admin/get-related-games/golden-dragons?limit=6", undefined, rows],
  ["getProviders", () => getProviders(), "GET", "https://api.test/api/admin/get-providers", undefined, { rows: [{ id: 1, slug: "a", name: "A", gameCount: 3 }], count: 1 }],
  ["getCategoryList", () => getCategoryList("de"), "GET", "https://api.test/api/admin/get-full-category-list?locale=de", undefined, { topCategoryList: [{ id: 1, slug: "slots", name: "Slots", gameCount: 1, games: [game] }] }],
  ["getAllCountries", () => getAllCountries(), "GET", "https://api.test/api/admin/get-all-country", undefined, { countries: { rows: [country], count: 1 }, allCountries: [country] }],
  ["getCurrencies", () => getCurrencies(), "GET", "https://api.test/api/admin/get-currencies", undefined, { currencies: [{ code: "BTC", name: "Bitcoin", symbol: "₿", decimals: 8, isCrypto: true }] }],
  ["getRegistrationFields", () => getRegistrationFields(), "GET", "https://api.test/api/admin/get-registration-fields", undefined, { email: 2, address: 0 }],
  ["getLocation", () => getLocation(), "GET", "https://api.test/api/admin/get-location", undefined, { location: { country: { code: "DE", name: "Germany" }, ipInfo: { ip: "1.2.3.4", subdivisions: [{ code: "ST", name: "Saxony-Anhalt" }] } } }],
  ["launchGame", () => launchGame({ slug: "golden-dragons", mode: "demo" }), "POST", "https://api.test/api/user/game-launch", { slug: "golden-dragons", mode: "demo" }, { url: "https://api.test/sandbox/games/golden-dragons/play?session=s", sessionId: "s", mode: "demo" }],
  ["getFavoriteGames", () => getFavoriteGames(), "GET", "https://api.test/api/user/get-favorite-games", undefined, rows],
  ["addFavoriteGame", () => addFavoriteGame({ slug: "golden-dragons" }), "POST", "https://api.test/api/user/add-favorite-game", { slug: "golden-dragons" }, rows],
  ["removeFavoriteGame", () => removeFavoriteGame({ slug: "golden-dragons" }), "POST", "https://api.test/api/user/remove-favorite-game", { slug: "golden-dragons" }, { rows: [], count: 0 }],
  ["getRecentGames", () => getRecentGames(), "GET", "https://api.test/api/user/get-recent-games", undefined, rows],
  ["getGameHistory", () => getGameHistory({ limit: 20, from: "2026-11-01" }), "GET", "https://api.test/api/user/get-game-history?limit=20&from=2026-11-01", undefined, { rows: [{ transactionId: "TX-1", type: "bet", game: "Golden Dragons", gameSlug: "golden-dragons", provider: "Aurora Forge", currencyCode: "EUR", balanceBefore: 10, amount: 1, balanceAfter: 9, bonusBalance: 0, date: "2026-11-20T10:00:00.000Z" }], count: 1 }],
];

describe("catalogue calls", () => {
  it.each(cases)("%s sends the request and parses the answer", async (_, run, method, url, body, data) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    await run();
    expect(fake.last()).toMatchObject({ method, url, body: body ?? null });
  });

  it.each([
    ["the category list sends the system token", () => getCategoryList(), "x-system-token", "curacao-sandbox"],
    ["the location may come from a cache", () => getLocation(), "Cache-Control", null],
  ])("%s", async (_, run, header, value) => {
    const fake = useFakeFetch(
      () => json({ success: true, data: { topCategoryList: [], location: { country: { code: "DE", name: "Germany" }, ipInfo: { ip: "", subdivisions: [] } } } }),
      { systemToken: "curacao-sandbox" },
    );
    await run();
    expect(fake.last().headers.get(header)).toBe(value);
  });

  it("rejects an answer that breaks the contract", async () => {
    useFakeFetch(() => json({ success: true, data: { ...rows, rows: [{ ...game, rtp: "96" }] } }));
    await expect(getRecentGames()).rejects.toMatchObject({ name: "DataLoadingError" });
  });
});

describe("query options", () => {
  it.each([
    [gamesQueryOptions({ category: "slots" }).queryKey, ["games", "list", { category: "slots" }]],
    [gamesInfiniteQueryOptions({ provider: "a" }).queryKey, ["games", "infinite", { provider: "a" }]],
    [gameDetailsQueryOptions("x").queryKey, ["games", "details", "x"]],
    [relatedGamesQueryOptions("x").queryKey, ["games", "related", "x", 12]],
    [providersQueryOptions().queryKey, ["providers"]],
    [categoryListQueryOptions().queryKey, ["categories", "en"]],
    [countriesQueryOptions().queryKey, ["countries"]],
    [currenciesQueryOptions().queryKey, ["currencies"]],
    [registrationFieldsQueryOptions().queryKey, ["registration-fields"]],
    [locationQueryOptions().queryKey, ["location"]],
    [favoriteGamesQueryOptions().queryKey, ["favorite-games"]],
    [recentGamesQueryOptions().queryKey, ["recent-games"]],
    [gameHistoryQueryOptions({ limit: 5 }).queryKey, ["game-history", { limit: 5 }]],
  ])("key %j starts with its entity", (key, expected) => {
    expect(key).toEqual(expected);
  });

  it("keeps the location 60 s (spec §9)", () => {
    expect(locationQueryOptions().staleTime).toBe(LOCATION_STALE_TIME_MS);
    expect(LOCATION_STALE_TIME_MS).toBe(60_000);
  });

  it("pages the infinite games query by nextCursor", async () => {
    const fake = useFakeFetch((call) => json({ success: true, data: { ...rows, nextCursor: call.url.includes("cursor=") ? null : "c1" } }));
    const client = new QueryClient();
    const options = gamesInfiniteQueryOptions({ category: "slots" });
    await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(fake.calls.map((c) => c.url)).toEqual([
      "https://api.test/api/admin/get-games?category=slots",
      "https://api.test/api/admin/get-games?category=slots&cursor=c1",
    ]);
  });

  it("puts the list a favourite mutation answers into the cache", async () => {
    useFakeFetch(() => json({ success: true, data: { rows: [], count: 0 } }));
    const client = new QueryClient();
    client.setQueryData(favoriteGamesQueryOptions().queryKey, rows);
    const options = removeFavoriteGameMutationOptions(client);
    const result = await options.mutationFn!({ slug: "golden-dragons" }, {} as never);
    await options.onSuccess!(result, { slug: "golden-dragons" }, undefined, {} as never);
    expect(client.getQueryData(favoriteGamesQueryOptions().queryKey)).toEqual({ rows: [], count: 0 });
  });
});
