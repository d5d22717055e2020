import { describe, expect, it } from "vitest";
import { mergeTokens } from "./merge-tokens.ts";

type Shape = { a: { b: string; c: string }; d: string };
const base: Shape = { a: { b: "1", c: "2" }, d: "3" };

describe("mergeTokens", () => {
  it.each<[string, Array<Parameters<typeof mergeTokens<Shape>>[1]>, Shape]>([
    ["no overrides", [], base],
    ["a leaf", [{ d: "x" }], { a: { b: "1", c: "2" }, d: "x" }],
    ["a nested leaf", [{ a: { c: "x" } }], { a: { b: "1", c: "x" }, d: "3" }],
    ["later wins", [{ d: "x" }, { d: "y" }], { a: { b: "1", c: "2" }, d: "y" }],
    ["undefined skipped", [undefined, { a: { b: "x" } }], { a: { b: "x", c: "2" }, d: "3" }],
  ])("merges %s", (_, overrides, expected) => {
    expect(mergeTokens(base, ...overrides)).toEqual(expected);
  });

  it("never mutates its inputs", () => {
    const override = { a: { b: "x" } };
    mergeTokens(base, override);
    expect(base).toEqual({ a: { b: "1", c: "2" }, d: "3" });
    expect(override).toEqual({ a: { b: "x" } });
  });
});
