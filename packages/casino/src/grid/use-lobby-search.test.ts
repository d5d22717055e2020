import { describe, expect, it } from "vitest";
import { parseLobbySearch } from "@casino/domain";
import { applyLobbyChange, withLobbyParams } from "./use-lobby-search.ts";
import { SORT_OPTIONS, sortOptionOf, sortOptionValue } from "./sort-options.ts";

const DEFAULT = parseLobbySearch({});

describe("the grid's view in the URL", () => {
  it.each([
    [{}, {}],
    [{ q: "book" }, { q: "book" }],
    [{ provider: ["aurora-forge", "okami-reels"] }, { provider: "aurora-forge,okami-reels" }],
    [{ sort: "returnToPlayer" }, { sort: "returnToPlayer" }],
    [{ sort: "returnToPlayer", order: "asc" }, { sort: "returnToPlayer", order: "asc" }],
    [{ sort: "name", order: "desc", q: "ra" }, { sort: "name", order: "desc", q: "ra" }],
  ] as const)("%j -> %j and back", (change, params) => {
    const view = applyLobbyChange(DEFAULT, change);
    const url = withLobbyParams({}, view);
    expect(url).toEqual(params);
    expect(parseLobbySearch(url)).toEqual(view);
  });

  it("keeps the URL's other params and drops the grid's defaults", () => {
    const previous = { modal: "login", cpnc: "x", q: "old", sort: "name" };
    expect(withLobbyParams(previous, applyLobbyChange(parseLobbySearch(previous), { q: "", sort: "popular" }))).toEqual({ modal: "login", cpnc: "x" });
  });

  it.each([
    ["a new sort takes its natural direction", { sort: "name", order: "desc" }, { sort: "releaseDate" }, "desc"],
    ["the same sort keeps the chosen direction", { sort: "name", order: "desc" }, { q: "x" }, "desc"],
    ["an explicit direction wins", { sort: "name", order: "asc" }, { sort: "minBet", order: "desc" }, "desc"],
  ] as const)("%s", (_, from, change, order) => {
    expect(applyLobbyChange(parseLobbySearch(from), change).order).toBe(order);
  });

  it("offers every sort of the spec, each option a distinct sort and direction", () => {
    expect(new Set(SORT_OPTIONS.map((option) => option.sort)).size).toBe(7);
    for (const option of SORT_OPTIONS) expect(sortOptionOf(sortOptionValue(option))).toBe(option);
    expect(sortOptionOf("nonsense:up").sort).toBe("popular");
  });
});
