import { describe, expect, it } from "vitest";
import { isFavourite, recentForPlayer, relatedGamesExcept, statCurrency } from "./game-collections.ts";

describe("statCurrency", () => {
  it.each([
    ["a guest", null, undefined],
    ["a euro player", { currencyCode: "EUR" }, "EUR"],
    ["a crypto player", { currencyCode: "BTC", isCrypto: true }, undefined],
    ["a token Intl cannot print", { currencyCode: "USDT" }, undefined],
    ["a lower-case code", { currencyCode: "eur" }, undefined],
  ])("%s -> %s", (_name, player, expected) => {
    expect(statCurrency(player)).toBe(expected);
  });
});

describe("relatedGamesExcept", () => {
  const rows = (...slugs: string[]) => slugs.map((slug) => ({ slug }));
  it.each([
    ["drops the game itself", rows("a", "self", "b"), ["a", "b"]],
    ["keeps the server's order", rows("c", "b", "a"), ["c", "b", "a"]],
    ["drops repeats", rows("a", "a", "b"), ["a", "b"]],
    ["nothing left", rows("self"), []],
    ["empty", rows(), []],
  ])("%s", (_name, input, expected) => {
    expect(relatedGamesExcept(input, "self").map((row) => row.slug)).toEqual(expected);
  });
});

describe("recentForPlayer", () => {
  it.each([
    ["server only", [], ["a", "b"], 20, ["a", "b"]],
    ["guest games the server lacks follow", ["x", "a"], ["a", "b"], 20, ["a", "b", "x"]],
    ["capped", ["x", "y"], ["a", "b"], 3, ["a", "b", "x"]],
    ["nothing", [], [], 20, []],
    ["a negative cap gives nothing", ["x"], [], -1, []],
  ])("%s", (_name, local, server, max, expected) => {
    expect(recentForPlayer(local, server, max)).toEqual(expected);
  });
});

describe("isFavourite", () => {
  it.each([
    [["a", "b"], "b", true],
    [["a"], "b", false],
    [[], "a", false],
  ])("%j has %s: %s", (list, slug, expected) => {
    expect(isFavourite(list, slug)).toBe(expected);
  });
});
