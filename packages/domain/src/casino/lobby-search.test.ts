import { describe, expect, it } from "vitest";
import {
  LOBBY_SORTS,
  lobbySearchToGamesFilter,
  lobbySearchToParams,
  parseLobbySearch,
  type LobbySearch,
} from "./lobby-search.ts";

const DEFAULTS: LobbySearch = { category: undefined, provider: [], sort: "popular", order: "asc", q: "" };
const LONG = "a".repeat(120);

describe("parseLobbySearch: invalid values fall back to their defaults", () => {
  it.each([
    [{}, DEFAULTS],
    [undefined, DEFAULTS],
    [null, DEFAULTS],
    ["sort=name", DEFAULTS],
    [{ category: "slots" }, { ...DEFAULTS, category: "slots" }],
    [{ category: "Slots!" }, DEFAULTS],
    [{ category: "" }, DEFAULTS],
    [{ provider: "pragmatic-play" }, { ...DEFAULTS, provider: ["pragmatic-play"] }],
    [{ provider: "netent,pragmatic-play" }, { ...DEFAULTS, provider: ["netent", "pragmatic-play"] }],
    [{ provider: " netent , ,NetEnt,netent" }, { ...DEFAULTS, provider: ["netent"] }],
    [{ provider: ["netent", "play-n-go"] }, { ...DEFAULTS, provider: ["netent", "play-n-go"] }],
    [{ provider: 777 }, { ...DEFAULTS, provider: ["777"] }],
    [{ provider: { a: 1 } }, DEFAULTS],
    [{ sort: "name" }, { ...DEFAULTS, sort: "name", order: "asc" }],
    [{ sort: "releaseDate" }, { ...DEFAULTS, sort: "releaseDate", order: "desc" }],
    [{ sort: "returnToPlayer", order: "asc" }, { ...DEFAULTS, sort: "returnToPlayer", order: "asc" }],
    [{ sort: "rtp" }, DEFAULTS],
    [{ sort: "maxBet", order: "up" }, { ...DEFAULTS, sort: "maxBet", order: "desc" }],
    [{ order: "desc" }, { ...DEFAULTS, order: "desc" }],
    [{ q: "  book of  " }, { ...DEFAULTS, q: "book of" }],
    [{ q: 777 }, { ...DEFAULTS, q: "777" }],
    [{ q: "   " }, DEFAULTS],
    [{ q: LONG }, { ...DEFAULTS, q: "a".repeat(100) }],
    [{ q: ["x"] }, DEFAULTS],
    [{ modal: "login", sort: "minBet" }, { ...DEFAULTS, sort: "minBet", order: "asc" }],
  ] as const)("%j", (raw, expected) => expect(parseLobbySearch(raw)).toEqual(expected));
});

describe("default order per sort (API README: popular, name, minBet asc; others desc)", () => {
  it.each(LOBBY_SORTS.map((sort) => [sort, ["popular", "name", "minBet"].includes(sort) ? "asc" : "desc"]))(
    "%s -> %s",
    (sort, order) => expect(parseLobbySearch({ sort }).order).toBe(order),
  );
});

describe("lobbySearchToParams leaves the defaults out", () => {
  it.each([
    [DEFAULTS, {}],
    [{ ...DEFAULTS, order: "desc" }, { order: "desc" }],
    [{ ...DEFAULTS, sort: "releaseDate", order: "desc" }, { sort: "releaseDate" }],
    [{ ...DEFAULTS, sort: "releaseDate", order: "asc" }, { sort: "releaseDate", order: "asc" }],
    [
      { category: "slots", provider: ["netent", "play-n-go"], sort: "name", order: "asc", q: "book" },
      { category: "slots", provider: "netent,play-n-go", sort: "name", q: "book" },
    ],
  ] as const)("%j -> %j", (search, expected) => expect(lobbySearchToParams(search)).toEqual(expected));

  it.each([
    [{ category: "live-casino", provider: "evolution,ezugi", sort: "maxBet", order: "asc", q: "roulette" }],
    [{ sort: "name", order: "desc" }],
    [{}],
  ])("a link reproduces the view: %j", (raw) => {
    const search = parseLobbySearch(raw);
    expect(parseLobbySearch(lobbySearchToParams(search))).toEqual(search);
  });
});

describe("lobbySearchToGamesFilter", () => {
  it.each([
    [DEFAULTS, { sort: "popular", order: "asc" }],
    [
      { category: "slots", provider: ["netent"], sort: "returnToPlayer", order: "desc", q: "gold" },
      { category: "slots", provider: "netent", search: "gold", sort: "returnToPlayer", order: "desc" },
    ],
    [{ ...DEFAULTS, provider: ["netent", "ezugi"] }, { provider: "netent,ezugi", sort: "popular", order: "asc" }],
  ] as const)("%j -> %j", (search, expected) => expect(lobbySearchToGamesFilter(search)).toEqual(expected));
});
