import { describe, expect, it } from "vitest";
import { filterByProviders, filterProvidersByName, foldedName, gameMatchesSearch, gameSearchFilter, normaliseSearchText, searchWords } from "./game-search.ts";

describe("normaliseSearchText", () => {
  it.each([
    ["Book of Ra", "book of ra"],
    ["  Piñata   PARTY ", "pinata party"],
    ["Café Crème", "cafe creme"],
    ["ÉLAN\tvital\n", "elan vital"],
    ["Straße", "strasse"],
    ["Ørsted Ærø", "orsted aero"],
    ["Łódź", "lodz"],
    ["", ""],
    ["   ", ""],
    ["777 Deluxe", "777 deluxe"],
  ])("%j -> %j", (text, expected) => expect(normaliseSearchText(text)).toBe(expected));
});

describe("searchWords", () => {
  it.each([
    ["", []],
    ["  ", []],
    ["Book  OF", ["book", "of"]],
  ])("%j -> %j", (query, expected) => expect(searchWords(query)).toEqual(expected));
});

describe("gameMatchesSearch: every word, anywhere in name or provider, case and accents ignored", () => {
  const book = { name: "Book of Ra", provider: "Novomatic" };
  const pinata = { name: "Piñata Party", provider: "Pragmatic Play" };
  const creme = { name: "Crème Brûlée", provider: "Élan Games" };
  it.each([
    [book, "", true],
    [book, "   ", true],
    [book, "book", true],
    [book, "BOOK", true],
    [book, "ook", true],
    [book, "book ra", true],
    [book, "ra book", true],
    [book, "book   of", true],
    [book, "novo", true],
    [book, "book novomatic", true],
    [book, "book netent", false],
    [book, "books", false],
    [book, "ra novo", true],
    [book, "ranovo", false],
    [pinata, "pinata", true],
    [pinata, "piñata", true],
    [pinata, "PIÑATA pragmatic", true],
    [creme, "creme brulee", true],
    [creme, "elan", true],
    [creme, "crème élan", true],
    [creme, "cream", false],
  ])("%j / %j -> %s", (game, query, expected) => {
    expect(gameMatchesSearch(game, query)).toBe(expected);
    expect(gameSearchFilter(query)(game)).toBe(expected);
  });
});

describe("a game's folded text is worked out once per game object", () => {
  /** A game that counts how often its name is read. */
  function countedGame(name: string, provider: string) {
    const reads = { name: 0 };
    const game = {
      get name() {
        reads.name += 1;
        return name;
      },
      provider,
    };
    return { game, reads };
  }

  it("filters by many queries with one reading of the name", () => {
    const { game, reads } = countedGame("Book of Ra", "Novomatic");
    expect(["b", "bo", "boo", "book", "book ra", "netent"].map((query) => gameSearchFilter(query)(game))).toEqual([true, true, true, true, true, false]);
    expect(reads.name).toBe(1);
  });

  it("folds the name for sorting once, and an empty query reads nothing", () => {
    const { game, reads } = countedGame("Élan Vital", "X");
    expect(gameSearchFilter("  ")(game)).toBe(true);
    expect(reads.name).toBe(0);
    expect([foldedName(game), foldedName(game)]).toEqual(["elan vital", "elan vital"]);
    expect(reads.name).toBe(1);
  });
});

describe("filterByProviders", () => {
  const games = [
    { slug: "a", providerSlug: "netent" },
    { slug: "b", providerSlug: "ezugi" },
    { slug: "c", providerSlug: "netent" },
  ];
  it.each([
    [[], ["a", "b", "c"]],
    [["netent"], ["a", "c"]],
    [["ezugi", "netent"], ["a", "b", "c"]],
    [["unknown"], []],
  ])("%j -> %j", (providers, expected) => {
    expect(filterByProviders(games, providers).map((game) => game.slug)).toEqual(expected);
  });
});

describe("filterProvidersByName: every word in the name, case and accents ignored", () => {
  const providers = [{ name: "Pragmatic Play" }, { name: "Playson" }, { name: "NetEnt" }, { name: "Élan Games" }, { name: "Red Tiger" }];
  it.each([
    ["", ["Pragmatic Play", "Playson", "NetEnt", "Élan Games", "Red Tiger"]],
    ["   ", ["Pragmatic Play", "Playson", "NetEnt", "Élan Games", "Red Tiger"]],
    ["play", ["Pragmatic Play", "Playson"]],
    ["PLAY prag", ["Pragmatic Play"]],
    ["elan", ["Élan Games"]],
    ["ÉLAN games", ["Élan Games"]],
    ["tiger red", ["Red Tiger"]],
    ["net ent", ["NetEnt"]],
    ["zzz", []],
  ])("%j -> %j", (query, expected) => expect(filterProvidersByName(providers, query).map((p) => p.name)).toEqual(expected));

  it("returns a new array and keeps the given order", () => {
    const result = filterProvidersByName(providers, "");
    expect(result).not.toBe(providers);
    expect(result).toEqual(providers);
  });
});
