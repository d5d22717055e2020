import { describe, expect, it } from "vitest";
import { canPlayReal, canViewGame, formatBetRange, formatMaxMultiplier, formatRtp, isDemoPlayable } from "./game-stats.ts";

// Intl puts no-break spaces in some locales ("96,5 %"); compare with plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, " ") ?? null;

describe("formatRtp", () => {
  it.each([
    [96.5, "en", "96.5%"],
    [96.55, "en", "96.55%"],
    [96.555, "en", "96.56%"],
    [97, "en", "97%"],
    [96.5, "de", "96,5 %"],
    [0, "en", "0%"],
    [null, "en", null],
    [undefined, "en", null],
    [Number.NaN, "en", null],
  ])("%s (%s) -> %j", (rtp, locale, expected) => expect(plain(formatRtp(rtp, locale))).toBe(expected));
});

describe("formatMaxMultiplier", () => {
  it.each([
    [5000, "en", "x5,000"],
    [5000, "de", "x5.000"],
    [250, "en", "x250"],
    [12500.5, "en", "x12,500.5"],
    [null, "en", null],
  ])("%s (%s) -> %j", (multiplier, locale, expected) => expect(plain(formatMaxMultiplier(multiplier, locale))).toBe(expected));
});

describe("formatBetRange", () => {
  it.each([
    [0.1, 100, "en", undefined, "0.10 – 100"],
    [0.2, 5000, "en", undefined, "0.20 – 5,000"],
    [0.2, 5000, "de", undefined, "0,20 – 5.000"],
    [0.1, 100, "en", "EUR", "€0.10 – €100"],
    [1, 1, "en", undefined, "1"],
    [null, 100, "en", undefined, "100"],
    [0.5, null, "en", undefined, "0.50"],
    [null, null, "en", undefined, null],
  ])("%s..%s (%s %s) -> %j", (min, max, locale, currency, expected) => {
    expect(plain(formatBetRange(min, max, locale, currency))).toBe(expected);
  });
});

describe("canViewGame (spec §6 allowGameViewNotLoggedUser)", () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])("allowed %s, logged in %s -> %s", (allowGameViewNotLoggedUser, isLoggedIn, expected) => {
    expect(canViewGame({ allowGameViewNotLoggedUser, isLoggedIn })).toBe(expected);
  });
});

describe("isDemoPlayable (spec §6 allowGuestPlayDemoGames)", () => {
  it.each([
    ["guest, brand allows", true, false, null, true, true],
    ["guest, brand forbids", false, false, null, true, false],
    ["guest, brand forbids, demo user set", false, false, 42, true, false],
    ["guest, brand allows, demo user set", true, false, 42, true, true],
    ["player, brand forbids guests", false, true, null, true, true],
    ["player, game without demo", true, true, null, false, false],
    ["guest, game without demo", true, false, null, false, false],
  ] as const)("%s", (_, allowGuestPlayDemoGames, isLoggedIn, demoUserId, demo, expected) => {
    expect(isDemoPlayable({ allowGuestPlayDemoGames, isLoggedIn, demoUserId, game: { demo } })).toBe(expected);
  });
});

describe("canPlayReal", () => {
  it.each([
    ["guest", false, null, null, false],
    ["player", true, 7, null, true],
    ["player, another demo account", true, 7, 42, true],
    ["the demo account", true, 42, 42, false],
    ["the demo account, id as text", true, 42, "42", false],
    ["player without a known id", true, null, 42, true],
  ] as const)("%s", (_, isLoggedIn, userId, demoUserId, expected) => {
    expect(canPlayReal({ isLoggedIn, userId, demoUserId })).toBe(expected);
  });
});
