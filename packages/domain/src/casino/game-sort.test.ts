import { describe, expect, it } from "vitest";
import { compareGames, sortGames, type SortableGame } from "./game-sort.ts";
import type { LobbyOrder, LobbySort } from "./lobby-search.ts";

const game = (slug: string, name: string, fields: Partial<SortableGame> = {}): SortableGame => ({ slug, name, ...fields });

const GAMES: SortableGame[] = [
  game("zeus", "Zeus", { popularity: 3, rtp: 96.5, minBet: 0.2, maxBet: 100, maxMultiplier: 5000, releaseDate: "2024-05-01" }),
  game("elan", "Élan", { popularity: 1, rtp: 94, minBet: 0.1, maxBet: 50, maxMultiplier: 10000, releaseDate: "2025-01-10" }),
  game("apollo", "apollo", { popularity: 2, rtp: 96.5, minBet: 0.2, maxBet: 500, maxMultiplier: 5000, releaseDate: "2023-12-31" }),
  game("mystery", "Mystery", { popularity: null, rtp: null, minBet: null, maxBet: null, maxMultiplier: null, releaseDate: null }),
  game("banana", "Banana", { popularity: 4, rtp: 97.1, minBet: 1, maxBet: 100, maxMultiplier: 2500, releaseDate: "2025-01-10" }),
];

const slugs = (sort: LobbySort, order?: LobbyOrder) => sortGames(GAMES, sort, order).map((g) => g.slug);

describe("compareGames: the lobby's order, missing values last, ties by name then slug", () => {
  it.each<[LobbySort, LobbyOrder | undefined, string[]]>([
    ["popular", undefined, ["elan", "apollo", "zeus", "banana", "mystery"]],
    ["popular", "desc", ["banana", "zeus", "apollo", "elan", "mystery"]],
    // Same day: the tie goes to the name, A-Z.
    ["releaseDate", undefined, ["banana", "elan", "zeus", "apollo", "mystery"]],
    ["releaseDate", "asc", ["apollo", "zeus", "banana", "elan", "mystery"]],
    // Folded names: "apollo" before "Banana" (case ignored), "Élan" among the E's.
    ["name", undefined, ["apollo", "banana", "elan", "mystery", "zeus"]],
    ["name", "desc", ["zeus", "mystery", "elan", "banana", "apollo"]],
    // 96.5 twice: apollo before zeus by name in both directions.
    ["returnToPlayer", undefined, ["banana", "apollo", "zeus", "elan", "mystery"]],
    ["returnToPlayer", "asc", ["elan", "apollo", "zeus", "banana", "mystery"]],
    ["maxMultiplier", undefined, ["elan", "apollo", "zeus", "banana", "mystery"]],
    ["minBet", undefined, ["elan", "apollo", "zeus", "banana", "mystery"]],
    ["minBet", "desc", ["banana", "apollo", "zeus", "elan", "mystery"]],
    ["maxBet", undefined, ["apollo", "banana", "zeus", "elan", "mystery"]],
  ])("%s %s -> %j", (sort, order, expected) => expect(slugs(sort, order)).toEqual(expected));
});

describe("compareGames on pairs", () => {
  const a = game("a-slug", "Same", { rtp: 95 });
  it.each<[string, SortableGame, SortableGame, LobbySort, LobbyOrder, number]>([
    ["equal key, equal name: slug decides", a, game("b-slug", "Same", { rtp: 95 }), "returnToPlayer", "desc", -1],
    ["accent-only difference: slug decides", game("b", "Élan"), game("a", "Elan"), "name", "asc", 1],
    ["both missing: name decides", game("x", "Alpha"), game("y", "Beta"), "returnToPlayer", "asc", -1],
    ["missing goes last ascending", game("x", "Alpha"), a, "returnToPlayer", "asc", 1],
    ["missing goes last descending", game("x", "Alpha"), a, "returnToPlayer", "desc", 1],
    ["NaN counts as missing", game("x", "Alpha", { rtp: Number.NaN }), a, "returnToPlayer", "desc", 1],
    ["itself", a, a, "returnToPlayer", "desc", 0],
  ])("%s", (_, left, right, sort, order, expected) => expect(Math.sign(compareGames(sort, order)(left, right))).toBe(expected));
});

describe("sortGames", () => {
  it("leaves the given list as it was", () => {
    const before = GAMES.map((g) => g.slug);
    sortGames(GAMES, "name");
    expect(GAMES.map((g) => g.slug)).toEqual(before);
  });
});
