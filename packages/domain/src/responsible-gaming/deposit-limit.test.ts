import { describe, expect, it } from "vitest";
import { remainingDepositAllowance, remainingDepositInPeriod } from "./deposit-limit.ts";

const now = new Date("2026-03-11T15:30:00.000Z");
const deposits = [
  { amount: 25.1, at: "2026-03-11T09:00:00.000Z" },
  { amount: 50.2, at: "2026-03-10T09:00:00.000Z" },
  { amount: 100, at: "2026-02-27T09:00:00.000Z" },
];

describe("remainingDepositInPeriod", () => {
  it.each([
    ["no limit", null, 0, deposits, null],
    ["daily, part used", 100, 0, deposits, 74.9],
    ["weekly counts Monday and Tuesday", 100, 1, deposits, 24.7],
    ["monthly ignores February", 100, 2, deposits, 24.7],
    ["never below zero", 50, 1, deposits, 0],
    ["nothing deposited leaves the whole limit", 30, 0, [], 30],
  ] as const)("%s", (_, limit, period, list, expected) => {
    expect(remainingDepositInPeriod({ limit, period, deposits: list, now })).toBe(expected);
  });
});

describe("remainingDepositAllowance", () => {
  it.each([
    ["no limits at all", {}, null],
    ["only cleared limits", { 0: null, 1: null }, null],
    ["the tighter of daily and weekly", { 0: 100, 1: 100 }, 24.7],
    ["a daily limit alone", { 0: 30 }, 4.9],
  ] as const)("%s", (_, limits, expected) => {
    expect(remainingDepositAllowance(limits, deposits, now)).toBe(expected);
  });
});

describe("deposit limits on the player's wall clock", () => {
  // 15:30 UTC on the 11th is already the 12th in Tokyo: the 25.10 of 09:00 UTC was deposited on Tokyo's 11th.
  it("a deposit of the player's yesterday no longer counts against today's limit", () => {
    expect(remainingDepositAllowance({ 0: 100 }, deposits, now, "Asia/Tokyo")).toBe(100);
    expect(remainingDepositInPeriod({ limit: 100, period: 0, deposits, now, timeZone: "UTC" })).toBe(74.9);
  });
});
