import { describe, expect, it } from "vitest";
import { ChunkLoadError, STALE_CHUNK_STORAGE_KEY, STALE_CHUNK_WINDOW_MS, claimStaleChunkReload, isChunkLoadError } from "./stale-chunk.ts";

const NOW = 1_800_000_000_000;

function memory(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[STALE_CHUNK_STORAGE_KEY, initial]]);
  return {
    values,
    storage: { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) },
  };
}

const throwing = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("claimStaleChunkReload (reload once per window, never a loop)", () => {
  it.each([
    ["no record", memory(), true],
    ["a recent record (the reload just happened)", memory(String(NOW - 10_000)), false],
    ["a record at the window's edge", memory(String(NOW - STALE_CHUNK_WINDOW_MS + 1)), false],
    ["an old record (an earlier deploy)", memory(String(NOW - STALE_CHUNK_WINDOW_MS)), true],
    ["a record from the future (clock changed)", memory(String(NOW + 60_000)), true],
    ["a corrupt record", memory("not a time"), true],
  ])("%s -> reload %s", (_case, { storage, values }, reload) => {
    expect(claimStaleChunkReload(() => storage, NOW)).toBe(reload);
    if (reload) expect(values.get(STALE_CHUNK_STORAGE_KEY)).toBe(String(NOW));
  });

  it.each([
    ["storage missing", () => null],
    ["storage access throws (disabled)", throwing],
    ["writing throws (quota, private mode)", () => ({ getItem: () => null, setItem: throwing })],
    ["writing is ignored", () => ({ getItem: () => null, setItem: () => undefined })],
  ])("%s -> no reload (it could not be remembered)", (_case, storage) => {
    expect(claimStaleChunkReload(storage, NOW)).toBe(false);
  });

  it("a second failure right after the reload shows the error instead", () => {
    const { storage } = memory();
    expect(claimStaleChunkReload(() => storage, NOW)).toBe(true);
    expect(claimStaleChunkReload(() => storage, NOW + 3_000)).toBe(false);
    expect(claimStaleChunkReload(() => storage, NOW + STALE_CHUNK_WINDOW_MS + 3_000)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    ["chrome", new TypeError("Failed to fetch dynamically imported module: https://x.test/assets/A-1.js"), true],
    ["firefox", new TypeError("error loading dynamically imported module: https://x.test/assets/A-1.js"), true],
    ["safari", new TypeError("Importing a module script failed."), true],
    ["vite's CSS preload", new Error("Unable to preload CSS for /assets/A-1.css"), true],
    ["a wrapped page import", new ChunkLoadError(new TypeError("Failed to fetch dynamically imported module: x")), true],
    ["a render error", new TypeError("Cannot read properties of undefined (reading 'name')"), false],
    ["a syntax error in a chunk", new SyntaxError("Unexpected end of input"), false],
    ["not an error", "Failed to fetch dynamically imported module", false],
  ])("%s -> %s", (_case, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it("a wrapped import no longer carries the browser's text (TanStack's own reload stays out)", () => {
    const wrapped = new ChunkLoadError(new TypeError("Failed to fetch dynamically imported module: x"));
    expect(wrapped.message.startsWith("Failed to fetch dynamically imported module")).toBe(false);
    expect(wrapped.cause).toBeInstanceOf(TypeError);
  });
});
