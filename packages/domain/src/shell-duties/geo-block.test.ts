import { describe, expect, it } from "vitest";
import { geoBlockDecision, isCountryRestricted, isIpWhitelisted, isWhitelistedVisitor, type GeoBlockInput } from "./geo-block.ts";

const EXCLUDED = ["US", "GB", "FR"];
const guest: GeoBlockInput = {
  location: { countryCode: "US", subdivisionCodes: [], ip: "203.0.113.7" },
  excludedCountries: EXCLUDED,
  whitelistedIPs: [],
  isAuthenticated: false,
  isBot: false,
  isWhitelisted: false,
  isVerified: false,
};

describe("isCountryRestricted", () => {
  it.each([
    ["US", [], true],
    ["us", [], true],
    ["GB", ["ENG"], true],
    ["DE", [], false],
    ["DE", ["ST"], true],
    ["DE", ["DE-ST"], true],
    ["DE", ["st"], true],
    ["DE", ["BY"], false],
    ["AT", ["ST"], false],
    ["NL", [], false],
  ] as const)("%s with subdivisions %j -> %s", (countryCode, subdivisionCodes, expected) => {
    expect(isCountryRestricted({ countryCode, subdivisionCodes }, EXCLUDED)).toBe(expected);
  });

  it("restricts nothing but DE+ST with an empty list", () => {
    expect(isCountryRestricted({ countryCode: "US", subdivisionCodes: [] }, [])).toBe(false);
    expect(isCountryRestricted({ countryCode: "DE", subdivisionCodes: ["ST"] }, [])).toBe(true);
  });
});

describe("isIpWhitelisted", () => {
  it.each([
    ["203.0.113.7", ["203.0.113.7"], true],
    ["203.0.113.7", [" 203.0.113.7 "], true],
    ["203.0.113.7", ["203.0.113.8"], false],
    ["203.0.113.7", [], false],
    ["", [""], false],
  ])("%s in %j -> %s", (ip, list, expected) => {
    expect(isIpWhitelisted(ip, list)).toBe(expected);
  });
});

describe("isWhitelistedVisitor", () => {
  it.each([
    ["1", null, true],
    ["0", null, false],
    [null, "true", true],
    [null, "1", true],
    [null, "false", false],
    [null, "", false],
    [null, null, false],
    [undefined, undefined, false],
  ])("query %j, stored %j -> %s", (query, stored, expected) => {
    expect(isWhitelistedVisitor(query, stored)).toBe(expected);
  });
});

describe("geoBlockDecision", () => {
  it.each<[string, Partial<GeoBlockInput>, boolean, string]>([
    ["a guest in an excluded country", {}, true, "restricted"],
    ["a guest in an allowed country", { location: { countryCode: "DE", subdivisionCodes: [], ip: "1.2.3.4" } }, false, "allowed-country"],
    ["a guest in Saxony-Anhalt", { location: { countryCode: "DE", subdivisionCodes: ["ST"], ip: "1.2.3.4" } }, true, "restricted"],
    ["a whitelisted IP", { whitelistedIPs: ["203.0.113.7"] }, false, "ip-whitelisted"],
    ["a logged-in player", { isAuthenticated: true }, false, "logged-in"],
    ["a bot", { isBot: true }, false, "bot"],
    ["a whitelisted visitor", { isWhitelisted: true }, false, "whitelisted"],
    ["a verified visitor", { isVerified: true }, false, "verified"],
    ["an IP whitelist beating everything", { whitelistedIPs: ["203.0.113.7"], isBot: true }, false, "ip-whitelisted"],
  ])("%s", (_, change, blocked, reason) => {
    expect(geoBlockDecision({ ...guest, ...change })).toEqual({ blocked, reason });
  });
});
