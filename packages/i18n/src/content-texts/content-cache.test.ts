import { describe, expect, it } from "vitest";
import {
  CONTENT_CACHE_MAX_ENTRIES,
  CONTENT_CACHE_TTL_MS,
  contentVersion,
  freshContent,
  mergeContentTexts,
  parseContentCache,
  rememberContent,
  type ContentCacheEntry,
} from "./content-cache.ts";

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const entry = (key: string, storedAt = T0, texts: Record<string, string> = { a: key }): ContentCacheEntry => ({ key, storedAt, texts });

describe("contentVersion", () => {
  it.each([
    [Date.UTC(2026, 0, 1, 0, 0, 0), "2026-01-01"],
    [Date.UTC(2026, 0, 1, 23, 59, 59), "2026-01-01"],
    [Date.UTC(2026, 11, 31, 12), "2026-12-31"],
  ])("%i -> %s", (now, version) => expect(contentVersion(now)).toBe(version));
});

describe("parseContentCache", () => {
  it.each([
    ["nothing stored", null, []],
    ["an empty list", "[]", []],
    ["a valid entry", JSON.stringify([entry("en@d")]), [entry("en@d")]],
    ["text that is not JSON", "{not json", undefined],
    ["JSON that is not a list", '{"en@d":{}}', undefined],
    ["an entry without texts", '[{"key":"en@d","storedAt":1}]', undefined],
    ["a text that is not a string", '[{"key":"en@d","storedAt":1,"texts":{"a":1}}]', undefined],
    ["a storedAt that is not a number", '[{"key":"en@d","storedAt":"1","texts":{}}]', undefined],
  ])("%s", (_, raw, expected) => {
    expect(parseContentCache(raw)).toEqual(expected);
  });
});

describe("freshContent", () => {
  const entries = [entry("de@2026-11-22", T0), entry("en@2026-11-22", T0 - 60_000)];
  it.each([
    ["the same key at once", "de@2026-11-22", T0, "de@2026-11-22"],
    ["just under five minutes later", "de@2026-11-22", T0 + CONTENT_CACHE_TTL_MS - 1, "de@2026-11-22"],
    ["five minutes later", "de@2026-11-22", T0 + CONTENT_CACHE_TTL_MS, undefined],
    ["an older entry expiring first", "en@2026-11-22", T0 + CONTENT_CACHE_TTL_MS - 60_000, undefined],
    ["another date", "de@2026-11-23", T0, undefined],
    ["an entry from the future (clock moved back)", "de@2026-11-22", T0 - 1, undefined],
  ])("%s", (_, key, now, expectedKey) => {
    expect(freshContent(entries, key, now)?.key).toBe(expectedKey);
  });
});

describe("rememberContent", () => {
  it("puts the new entry first and replaces one with the same key", () => {
    const result = rememberContent([entry("a"), entry("b")], entry("b", T0 + 1, { a: "new" }), T0 + 1);
    expect(result.map((e) => e.key)).toEqual(["b", "a"]);
    expect(result[0]?.texts).toEqual({ a: "new" });
  });

  it("keeps at most fifty entries, dropping the oldest stored", () => {
    const full = Array.from({ length: CONTENT_CACHE_MAX_ENTRIES }, (_, i) => entry(`k${i}`, T0 - i));
    const result = rememberContent(full, entry("new", T0), T0);
    expect(result).toHaveLength(CONTENT_CACHE_MAX_ENTRIES);
    expect(result[0]?.key).toBe("new");
    expect(result.some((e) => e.key === `k${CONTENT_CACHE_MAX_ENTRIES - 1}`)).toBe(false);
  });

  it("drops entries older than five minutes", () => {
    const result = rememberContent([entry("old", T0 - CONTENT_CACHE_TTL_MS), entry("recent", T0 - 1000)], entry("new"), T0);
    expect(result.map((e) => e.key)).toEqual(["new", "recent"]);
  });
});

describe("mergeContentTexts", () => {
  it.each([
    ["no remote texts", { a: "A" }, undefined, { a: "A" }],
    ["a remote text overrides by key", { a: "A", b: "B" }, { b: "remote B" }, { a: "A", b: "remote B" }],
    ["a remote-only key is added", { a: "A" }, { c: "C" }, { a: "A", c: "C" }],
    ["an empty remote text keeps the default", { a: "A" }, { a: "  " }, { a: "A" }],
  ])("%s", (_, defaults, remote, expected) => {
    expect(mergeContentTexts(defaults, remote)).toEqual(expected);
  });
});
