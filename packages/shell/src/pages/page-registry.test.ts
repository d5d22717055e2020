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
});
