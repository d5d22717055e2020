import { describe, expect, it } from "vitest";
import { isGameConsentValid, playBlockBeforeLaunch, playBlockFromError, type PlayAccessInput } from "./play-access.ts";

const base: PlayAccessInput = {
  mode: "real",
  isLoggedIn: true,
  allowGuestPlayDemoGames: true,
  game: { demo: true, isBonus: true },
  hasActiveBonus: false,
};

describe("playBlockBeforeLaunch", () => {
  it.each<[string, Partial<PlayAccessInput>, ReturnType<typeof playBlockBeforeLaunch>]>([
    ["a player, real money", {}, null],
    ["a guest, real money", { isLoggedIn: false }, "login"],
    ["a player with a bonus on a bonus game", { hasActiveBonus: true }, null],
    ["a player with a bonus on another game", { hasActiveBonus: true, game: { demo: true, isBonus: false } }, "bonusNotEligible"],
    ["a player with a bonus, demo of another game", { mode: "demo", hasActiveBonus: true, game: { demo: true, isBonus: false } }, null],
    ["a guest, demo, brand allows", { mode: "demo", isLoggedIn: false }, null],
    ["a guest, demo, brand does not allow", { mode: "demo", isLoggedIn: false, allowGuestPlayDemoGames: false }, "demoUnavailable"],
    ["a player, demo, brand does not allow guests", { mode: "demo", allowGuestPlayDemoGames: false }, null],
    ["a player, demo, game has none", { mode: "demo", game: { demo: false, isBonus: true } }, "demoUnavailable"],
  ])("%s", (_name, input, expected) => {
    expect(playBlockBeforeLaunch({ ...base, ...input })).toBe(expected);
  });
});

describe("playBlockFromError", () => {
  it.each<[Parameters<typeof playBlockFromError>, ReturnType<typeof playBlockFromError>]>([
    [["real", 404, "GAME_NOT_FOUND"], "notFound"],
    [["demo", 400, "GAME_COUNTRY_RESTRICTED"], "countryRestricted"],
    [["demo", 400, "DEMO_NOT_AVAILABLE"], "demoUnavailable"],
    [["real", 400, "BONUS_NOT_ELIGIBLE"], "bonusNotEligible"],
    [["real", 409, "SELF_EXCLUDED"], "selfExcluded"],
    [["real", 401, "UNAUTHORIZED"], "login"],
    [["demo", 401, "UNAUTHORIZED"], "demoUnavailable"],
    [["real", 404, undefined], "notFound"],
    [["real", 500, "INTERNAL_SERVER_ERROR"], "failed"],
    [["real", undefined, undefined], "failed"],
  ])("%j -> %s", (args, expected) => {
    expect(playBlockFromError(...args)).toBe(expected);
  });
});

describe("isGameConsentValid", () => {
  const now = Date.parse("2026-06-01T12:00:00.000Z");
  it.each<[string | null, boolean]>([
    [null, false],
    ["", false],
    ["not a date", false],
    ["2026-06-01T12:00:00.000Z", true],
    ["2025-06-02T12:00:00.000Z", true],
    ["2025-06-01T12:00:00.000Z", false],
    ["2024-01-01T00:00:00.000Z", false],
    ["2026-06-02T12:00:00.000Z", false],
  ])("%s -> %s", (acceptedAt, expected) => {
    expect(isGameConsentValid(acceptedAt, now)).toBe(expected);
    expect(isGameConsentValid(acceptedAt, new Date(now))).toBe(expected);
  });
});
