import { describe, expect, it } from "vitest";
import { resolvePagePath } from "./page-paths.ts";

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
