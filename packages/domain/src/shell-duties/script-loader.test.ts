import { describe, expect, it } from "vitest";
import { scriptsFilterFor } from "./script-loader.ts";

describe("scriptsFilterFor", () => {
  it.each([
    [false, null, "", { enableAuthUsers: false, enableDepositors: false }],
    [false, 3, "", { enableAuthUsers: false, enableDepositors: false }],
    [true, undefined, "", { enableAuthUsers: true, enableDepositors: false }],
    [true, 0, "", { enableAuthUsers: true, enableDepositors: false }],
    [true, 1, "h1", { enableAuthUsers: true, enableDepositors: true, cacheHash: "h1" }],
    [false, 0, "h1", { enableAuthUsers: false, enableDepositors: false, cacheHash: "h1" }],
  ])("auth %s, deposits %s, hash %j -> %o", (isAuthenticated, depositCount, cacheHash, expected) => {
    expect(scriptsFilterFor({ isAuthenticated, depositCount, cacheHash })).toEqual(expected);
  });
});
