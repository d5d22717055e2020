import { describe, expect, it } from "vitest";
import { parseStoredSlugs } from "./guest-games.ts";
import { addRecent, mergeOnLogin, slugsToUpload, toggleSlug } from "./guest-list-changes.ts";

describe("parseStoredSlugs: anything but a JSON list of slugs is empty (spec §7)", () => {
  it.each([
    ['["book-of-ra","zeus"]', ["book-of-ra", "zeus"]],
    ['["zeus","book-of-ra","zeus"]', ["zeus", "book-of-ra"]],
    ["[]", []],
    [null, []],
    [undefined, []],
    ["", []],
    ["not json", []],
    ['["book-of-ra"', []],
    ['{"slugs":["zeus"]}', []],
    ['"zeus"', []],
    ["null", []],
    ["42", []],
    ['["zeus",42]', []],
    ['["zeus",null]', []],
    ['["Zeus!"]', []],
    ['["../admin"]', []],
  ])("%j -> %j", (raw, expected) => expect(parseStoredSlugs(raw)).toEqual(expected));
});

describe("addRecent: most recent first, no duplicates, at most max", () => {
  const TWENTY = Array.from({ length: 20 }, (_, i) => `game-${i + 1}`);
  it.each([
    [[], "a", undefined, ["a"]],
    [["b", "c"], "a", undefined, ["a", "b", "c"]],
    [["b", "a", "c"], "a", undefined, ["a", "b", "c"]],
    [["a", "b"], "a", undefined, ["a", "b"]],
    [TWENTY, "new", undefined, ["new", ...TWENTY.slice(0, 19)]],
    [TWENTY, "game-20", undefined, ["game-20", ...TWENTY.slice(0, 19)]],
    [["b", "c", "d"], "a", 2, ["a", "b"]],
    [["b"], "a", 0, []],
  ])("%j + %s (max %s) -> %j", (list, slug, max, expected) => expect(addRecent(list, slug, max)).toEqual(expected));
});

describe("toggleSlug", () => {
  it.each([
    [[], "a", ["a"]],
    [["b", "c"], "a", ["a", "b", "c"]],
    [["b", "a", "c"], "a", ["b", "c"]],
  ])("%j toggle %s -> %j", (list, slug, expected) => expect(toggleSlug(list, slug)).toEqual(expected));
});

describe("mergeOnLogin: server order first, then local ones the server lacks", () => {
  it.each([
    [[], [], []],
    [["a", "b"], [], ["a", "b"]],
    [[], ["x", "y"], ["x", "y"]],
    [["a", "x", "b"], ["x", "y"], ["x", "y", "a", "b"]],
    [["x", "y"], ["y", "x"], ["y", "x"]],
    [["a", "a", "b"], ["x", "x"], ["x", "a", "b"]],
  ])("local %j, server %j -> %j", (local, server, expected) => expect(mergeOnLogin(local, server)).toEqual(expected));
});

describe("slugsToUpload", () => {
  it.each([
    [["a", "x", "b", "a"], ["x"], ["a", "b"]],
    [["x"], ["x"], []],
    [[], ["x"], []],
  ])("local %j, server %j -> %j", (local, server, expected) => expect(slugsToUpload(local, server)).toEqual(expected));
});
