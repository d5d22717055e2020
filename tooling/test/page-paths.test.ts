import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BENCH_PAGE_PATHS, fillParams, pagePathIn } from "../bench/page-paths.mjs";

describe("BENCH_PAGE_PATHS", () => {
  it("agree with the shell's default page paths", () => {
    const source = readFileSync(new URL("../../packages/shell/src/pages/default-pages.ts", import.meta.url), "utf8");
    for (const [key, path] of Object.entries(BENCH_PAGE_PATHS)) expect(source, key).toContain(`\n  ${key}: "${path}",\n`);
  });
});

describe("pagePathIn", () => {
  const noir = { pageUrlSetup: [{ key: "casino", href: "/games", shallow: false }, { key: "promotions", href: "/offers" }, { key: "game", href: "/play-now/$slug" }] };

  it.each<[string, string, string]>([
    ["home", "/", "/"],
    ["casino", "/casino", "/games"],
    ["promotions", "/promotions", "/offers"],
    ["game", "/casino/games/$game", "/play-now/$slug"],
  ])("%s: default %s, moved %s", (key, byDefault, moved) => {
    expect(pagePathIn({ pageUrlSetup: [] }, key)).toBe(byDefault);
    expect(pagePathIn({}, key)).toBe(byDefault);
    expect(pagePathIn(noir, key)).toBe(moved);
  });

  it("ignores an entry that names no path", () => {
    expect(pagePathIn({ pageUrlSetup: [{ key: "casino", href: "https://elsewhere.example/" }] }, "casino")).toBe("/casino");
  });

  it("refuses a key it has no default for", () => {
    expect(() => pagePathIn({}, "cashback")).toThrow('no default path for the page key "cashback"');
  });
});

describe("fillParams", () => {
  it.each<[string, string, string]>([
    ["/casino/games/$game", "golden-fish", "/casino/games/golden-fish"],
    ["/play-now/$slug/demo", "golden-fish", "/play-now/golden-fish/demo"],
    ["/promotions", "golden-fish", "/promotions"],
    ["/casino/games/$game", "a b", "/casino/games/a%20b"],
  ])("%s with %s is %s", (path, value, filled) => {
    expect(fillParams(path, value)).toBe(filled);
  });
});
