import { describe, expect, it } from "vitest";
import { CONTENT_CACHE_MAX_ENTRIES, CONTENT_CACHE_TTL_MS } from "./content-cache.ts";
import { CONTENT_CACHE_STORAGE_KEY, createContentCache } from "./content-store.ts";

const T0 = Date.UTC(2026, 10, 22, 12);

describe("the content-text cache in localStorage", () => {
  it("returns what was written for five minutes, then nothing", () => {
    const cache = createContentCache();
    cache.write("de", "2026-11-22", { "faq.title": "Häufige Fragen" }, T0);
    expect(cache.read("de", "2026-11-22", T0 + CONTENT_CACHE_TTL_MS - 1)?.texts).toEqual({ "faq.title": "Häufige Fragen" });
    expect(cache.read("de", "2026-11-22", T0 + CONTENT_CACHE_TTL_MS)).toBeUndefined();
    expect(cache.read("en", "2026-11-22", T0)).toBeUndefined();
  });

  it("never holds more than fifty entries", () => {
    const cache = createContentCache();
    for (let i = 0; i < CONTENT_CACHE_MAX_ENTRIES + 5; i++) cache.write(`l${i}`, "2026-11-22", { i: String(i) }, T0 + i);
    const stored: unknown[] = JSON.parse(localStorage.getItem(CONTENT_CACHE_STORAGE_KEY) ?? "[]");
    expect(stored).toHaveLength(CONTENT_CACHE_MAX_ENTRIES);
    expect(cache.read("l0", "2026-11-22", T0 + 60)).toBeUndefined();
    expect(cache.read(`l${CONTENT_CACHE_MAX_ENTRIES + 4}`, "2026-11-22", T0 + 60)?.texts).toEqual({ i: "54" });
  });

  it.each(["{broken", '{"not":"a list"}', "[1,2,3]"])("removes the corrupt stored value %s and treats it as empty", (raw) => {
    localStorage.setItem(CONTENT_CACHE_STORAGE_KEY, raw);
    const cache = createContentCache();
    expect(cache.read("en", "2026-11-22", T0)).toBeUndefined();
    expect(localStorage.getItem(CONTENT_CACHE_STORAGE_KEY)).toBeNull();
    cache.write("en", "2026-11-22", { a: "b" }, T0);
    expect(cache.read("en", "2026-11-22", T0)?.texts).toEqual({ a: "b" });
  });

  it("works without storage", () => {
    const cache = createContentCache(() => undefined);
    cache.write("en", "2026-11-22", { a: "b" }, T0);
    expect(cache.read("en", "2026-11-22", T0)).toBeUndefined();
  });
});
