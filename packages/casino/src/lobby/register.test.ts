import { LAZY_LANDING_PAGES } from "@casino/tooling/vite";
import { describe, expect, it } from "vitest";
import { lobbyPages } from "./register.ts";

// The brand build writes the first paint of the category pages at their default paths (tooling/vite/brand.ts), and
// tooling can't import the packages: its copy of the category page's default path must be this page's.
describe("the build's category landing page", () => {
  it("is at the categoryGames page's default path", () => {
    const page = lobbyPages.find((definition) => definition.key === "categoryGames");
    expect(LAZY_LANDING_PAGES.find((landing) => landing.key === "categoryGames")?.defaultPath).toBe(page?.defaultPath);
  });
});
