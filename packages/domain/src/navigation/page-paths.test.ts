import { describe, expect, it } from "vitest";
import { matchesPagePath, pagePathParams, resolvePagePath } from "./page-paths.ts";

const defaults = { casino: "/casino", editProfile: "/profile/edit-profile", deposit: "/deposit" };

describe("resolvePagePath", () => {
  it.each([
    ["casino", "basic", [], "/casino"],
    ["casino", "basic", [{ key: "casino", href: "/games", shallow: false }], "/games"],
    ["editProfile", "basic", [], "/profile/edit-profile"],
    ["editProfile", "panel", [], "/account"],
    ["editProfile", "panel", [{ key: "editProfile", href: "/me", shallow: true }], "/me"],
    ["unknown", "basic", [], undefined],
  ] as const)("%s with %s navigation and %j -> %s", (key, navigationSystem, pageUrlSetup, expected) => {
    expect(resolvePagePath(key, defaults, { navigationSystem, pageUrlSetup })).toBe(expected);
  });
});

describe("matchesPagePath", () => {
  it.each([
    ["/casino", "/casino", true],
    ["/casino", "/casino/", true],
    ["/casino", "/Casino", true],
    ["/casino", "/", false],
    ["/casino", "/casino/slots", false],
    ["/", "/", true],
    ["/", "/casino", false],
    ["/casino/games/$game", "/casino/games/book-of-dead", true],
    ["/casino/games/$game", "/casino/games", false],
    ["/casino/games/$game", "/casino/games/book-of-dead/extra", false],
    ["/casino/games/$game", "/casino/slots/book-of-dead", false],
    ["/help/$", "/help/a/b/c", true],
    ["/help/$", "/help", false],
  ] as const)("%s on %s -> %s", (pattern, pathname, expected) => {
    expect(matchesPagePath(pattern, pathname)).toBe(expected);
  });
});

describe("pagePathParams", () => {
  it.each([
    ["/casino/games/$game", "/casino/games/book-of-dead", { game: "book-of-dead" }],
    ["/casino/games/$game", "/casino/games/book-of-dead/", { game: "book-of-dead" }],
    ["/casino/games/$game", "/Casino/Games/Book-Of-Dead", { game: "Book-Of-Dead" }],
    ["/casino/games/$game", "/casino/games/caf%C3%A9", { game: "café" }],
    ["/casino/games/$game", "/casino/games/100%", { game: "100%" }],
    ["/providers/$provider/$game", "/providers/netent/starburst", { provider: "netent", game: "starburst" }],
    ["/help/$", "/help/a/b", { _splat: "a/b" }],
    ["/casino", "/casino", {}],
    ["/casino/games/$game", "/casino/games", undefined],
    ["/casino/games/$game", "/casino/slots/x", undefined],
  ] as const)("%s on %s -> %j", (pattern, pathname, expected) => {
    expect(pagePathParams(pattern, pathname)).toEqual(expected);
  });
});
