import { describe, expect, it } from "vitest";
import { resolveColorScheme } from "./color-scheme.ts";

describe("resolveColorScheme", () => {
  it.each([
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["light", false, "light"],
    ["light", true, "dark"],
  ] as const)("default %s, system prefers dark %s -> %s", (configured, prefersDark, expected) => {
    expect(resolveColorScheme(configured, prefersDark)).toBe(expected);
  });
});
