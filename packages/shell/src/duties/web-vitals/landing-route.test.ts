import { describe, expect, it } from "vitest";
import type { ResolvedPage } from "../../pages/page-registry.ts";
import { landingPathname, pageKeyAt } from "./landing-route.ts";

const page = (key: string, path: string): ResolvedPage => ({ key, path, definition: undefined });
const PAGES = [page("home", "/"), page("casino", "/casino"), page("game", "/casino/games/$game"), page("categoryGames", "/casino/$category"), page("popular", "/casino/popular"), page("wallet", "/Wallet")];

describe("pageKeyAt", () => {
  it.each<[string, boolean, string]>([
    ["/", false, "home"],
    ["/casino", false, "casino"],
    ["/casino/", false, "casino"],
    ["/CASINO", false, "casino"],
    ["/casino/games/book-of-ra", false, "game"],
    ["/casino/slots", false, "categoryGames"],
    ["/casino/popular", false, "popular"],
    ["/wallet", false, "wallet"],
    ["/nowhere", false, "notFound"],
    ["/design/casino", true, "casino"],
    ["/design", true, "home"],
    ["/design/casino", false, "notFound"],
  ])("%s (design setup %s) -> %s", (pathname, designSetup, key) => {
    expect(pageKeyAt(PAGES, pathname, designSetup)).toBe(key);
  });
});

describe("landingPathname", () => {
  const win = (entries: Array<{ name: string }>, pathname = "/now") =>
    ({ performance: { getEntriesByType: () => entries }, location: { pathname } }) as unknown as Window;

  it.each<[string, Window, string]>([
    ["the document's navigation, not where the player went since", win([{ name: "https://casino.test/promotions?at=secret" }]), "/promotions"],
    ["the location without a navigation entry", win([]), "/now"],
    ["the location when the entry is no URL", win([{ name: "" }]), "/now"],
  ])("%s", (_, given, pathname) => {
    expect(landingPathname(given)).toBe(pathname);
  });
});
