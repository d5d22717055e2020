import { describe, expect, it } from "vitest";
import { parseAppSettings } from "@casino/domain";
import { DEFAULT_PAGE_PATHS } from "./default-pages.ts";
import { resolvePages, type PageDefinition } from "./page-registry.ts";

const Lobby = () => null;
const pathOf = (pages: ReturnType<typeof resolvePages>, key: string) => pages.find((p) => p.key === key)?.path;

describe("resolvePages", () => {
  it("lists every route of the spec at its default path", () => {
    const pages = resolvePages([], parseAppSettings({}));
    expect(pages.map((p) => p.key).sort()).toEqual(Object.keys(DEFAULT_PAGE_PATHS).sort());
    expect(pages.every((p) => p.definition === undefined)).toBe(true);
  });

  it.each([
    [{}, "casino", "/casino"],
    [{ pageUrlSetup: [{ key: "casino", href: "/games" }] }, "casino", "/games"],
    [{ navigationSystem: "panel" }, "editProfile", "/account"],
    [{ navigationSystem: "basic" }, "editProfile", "/profile/edit-profile"],
  ])("settings %j put %s at %s", (settings, key, path) => {
    expect(pathOf(resolvePages([], parseAppSettings(settings)), key)).toBe(path);
  });

  it("keeps one route per path when two keys resolve to it", () => {
    const pages = resolvePages([], parseAppSettings({ navigationSystem: "panel" }));
    const atAccount = pages.filter((p) => p.path === "/account");
    expect(atAccount.map((p) => p.key)).toEqual(["editProfile"]);
  });

  it("attaches a feature's component and honours its default path", () => {
    const lobby: PageDefinition = { key: "casino", component: Lobby };
    const extra: PageDefinition = { key: "blackjackNight", defaultPath: "/blackjack-night", component: Lobby };
    const pages = resolvePages([lobby, extra], parseAppSettings({}));
    expect(pages.find((p) => p.key === "casino")?.definition).toBe(lobby);
    expect(pathOf(pages, "blackjackNight")).toBe("/blackjack-night");
  });

  it("gives / to a page the brand moved there (the lobby), before the home page's default", () => {
    const pages = resolvePages([], parseAppSettings({ pageUrlSetup: [{ key: "casino", href: "/" }] }));
    expect(pages.filter((p) => p.path === "/").map((p) => p.key)).toEqual(["casino"]);
    expect(pathOf(pages, "home")).toBeUndefined();
  });

  it("serves the page playing a settings role at the role's path, and leaves that page at its own", () => {
    const lobby: PageDefinition = { key: "casino", component: Lobby };
    const home: PageDefinition = { key: "home", component: () => null };
    const pages = resolvePages([home, lobby], parseAppSettings({ pageKeys: { home: "casino" } }));
    expect(pages.find((p) => p.path === "/")?.definition).toBe(lobby);
    expect(pages.find((p) => p.path === "/casino")?.definition).toBe(lobby);
    expect(resolvePages([home, lobby], parseAppSettings({})).find((p) => p.path === "/")?.definition).toBe(home);
  });

  it("does not serve a role's page whose path takes other parameters (pageKeys.game pointing at a list page)", () => {
    const lobby: PageDefinition = { key: "casino", component: Lobby };
    const game: PageDefinition = { key: "game", component: () => null };
    const pages = resolvePages([lobby, game], parseAppSettings({ pageKeys: { game: "casino" } }));
    expect(pages.find((p) => p.key === "game")?.definition).toBe(game);
  });
});
