import { describe, expect, it } from "vitest";
import { betLimitBreach, bonusBuyBreach, type BetCheck } from "./bet-limits.ts";

const zero = { 0: 0, 1: 0, 2: 0 } as const;

describe("betLimitBreach", () => {
  it.each<[string, Partial<BetCheck>, string | null]>([
    ["no limits", {}, null],
    ["stake at the maximum", { limits: { maxBetLimit: 5 }, stake: 5 }, null],
    ["stake over the maximum", { limits: { maxBetLimit: 5 }, stake: 5.01 }, "maxBetLimit"],
    ["daily wagering would pass the limit", { limits: { dailyBetLimit: 100 }, wagered: { 0: 96, 1: 96, 2: 96 } }, "dailyBetLimit"],
    ["daily wagering reaches the limit exactly", { limits: { dailyBetLimit: 100 }, wagered: { 0: 95, 1: 95, 2: 95 } }, null],
    ["the weekly limit with a fresh day", { limits: { dailyBetLimit: 100, weeklyBetLimit: 200 }, wagered: { 0: 0, 1: 199, 2: 199 } }, "weeklyBetLimit"],
    ["monthly loss", { limits: { monthlyLossLimit: 50 }, lost: { 0: 0, 1: 10, 2: 48 } }, "monthlyLossLimit"],
    ["the maximum is checked first", { limits: { maxBetLimit: 1, dailyLossLimit: 1 }, lost: { 0: 5, 1: 5, 2: 5 } }, "maxBetLimit"],
    ["a cleared limit is ignored", { limits: { dailyBetLimit: null }, wagered: { 0: 1e6, 1: 1e6, 2: 1e6 } }, null],
  ])("%s -> %s", (_, input, expected) => {
    expect(betLimitBreach({ limits: {}, stake: 5, wagered: zero, lost: zero, ...input })).toBe(expected);
  });
});

describe("bonusBuyBreach", () => {
  it.each<[string, Partial<BetCheck>, boolean, string | null]>([
    ["a price within the maximum", { limits: { maxBetLimit: 100 }, stake: 100 }, false, null],
    ["a price over the maximum, not confirmed", { limits: { maxBetLimit: 50 }, stake: 100 }, false, "bonusBetLimit"],
    ["a price over the maximum, confirmed for this one", { limits: { maxBetLimit: 50 }, stake: 100 }, true, null],
    ["confirmed, but over the daily bet limit", { limits: { maxBetLimit: 50, dailyBetLimit: 120 }, stake: 100, wagered: { 0: 30, 1: 30, 2: 30 } }, true, "dailyBetLimit"],
    ["confirmed, but over the weekly loss limit", { limits: { maxBetLimit: 50, weeklyLossLimit: 90 }, stake: 100 }, true, "weeklyLossLimit"],
    ["the unconfirmed price is named before the periodic limits", { limits: { maxBetLimit: 50, dailyBetLimit: 10 }, stake: 100 }, false, "bonusBetLimit"],
    ["no maximum at all", { limits: {}, stake: 1000 }, false, null],
  ])("%s -> %s", (_, input, confirmed, expected) => {
    expect(bonusBuyBreach({ limits: {}, stake: 5, wagered: zero, lost: zero, ...input, confirmed })).toBe(expected);
  });
});
