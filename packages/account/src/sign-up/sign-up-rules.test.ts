import { describe, expect, it } from "vitest";
import { isOneClickOffered, isSignUpCountryOpen, registrationRedirectTarget } from "./sign-up-rules.ts";

describe("isOneClickOffered", () => {
  it.each([
    [false, [], null, false],
    [false, [], "p1", false],
    [true, [], null, true],
    [true, [], "p9", true],
    [true, ["p1", "p2"], "p2", true],
    [true, ["p1", "p2"], "p3", false],
    [true, ["p1"], null, false],
  ])("use1Click %s, PIDs %j, stored pid %s -> %s", (use1ClickRegistration, open1ClickRegistrationForPIDs, pid, offered) => {
    expect(isOneClickOffered({ use1ClickRegistration, open1ClickRegistrationForPIDs }, pid)).toBe(offered);
  });
});

describe("isSignUpCountryOpen", () => {
  const open = [{ code: "DE" }, { code: "MT" }];
  it.each([
    ["DE", true],
    ["de", true],
    ["US", false],
    [null, true],
    [undefined, true],
    ["", true],
  ])("%s -> %s", (country, expected) => {
    expect(isSignUpCountryOpen(country, open)).toBe(expected);
  });
});

describe("registrationRedirectTarget", () => {
  const origin = "https://casino.test";
  it.each([
    ["", null],
    ["   ", null],
    ["/promotions?welcome=1", "/promotions?welcome=1"],
    ["promotions", "/promotions"],
    ["https://casino.test/deposit#top", "/deposit#top"],
    ["https://partner.example/landing", "https://partner.example/landing"],
    ["http://partner.example/", null],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["mailto:help@casino.test", null],
    ["//evil.example/x", null],
    ["https://casino.test@evil.example/", null],
    ["java\tscript:alert(1)", null],
  ])("%j -> %j", (setting, expected) => {
    expect(registrationRedirectTarget(setting, origin)).toBe(expected);
  });
});
