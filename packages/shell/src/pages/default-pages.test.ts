import { LANDING_PAGES, LAZY_LANDING_PAGES } from "@casino/tooling/vite";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_PATHS } from "./default-pages.ts";

// The brand build writes an HTML file per landing page at its path (tooling/vite/landing-pages.ts); tooling can't import
// the packages, so it keeps its own copy of each page key's default path.
describe("the build's landing pages", () => {
  // The casino feature's categoryGames page brings its own default path (casino's lobby/register.ts, tested there).
  const landing = [...LANDING_PAGES, ...LAZY_LANDING_PAGES].filter((page) => page.key !== "categoryGames");
  it.each(landing.map((page) => [page.key, page.defaultPath]))("%s is at %s, its default path here too", (key, path) => {
    expect(DEFAULT_PAGE_PATHS[key as keyof typeof DEFAULT_PAGE_PATHS]).toBe(path);
  });
});
