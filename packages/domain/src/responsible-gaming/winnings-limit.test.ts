import { describe, expect, it } from "vitest";
import { isWinningsLimitReached, netWinnings, remainingMonthlyWinnings } from "./winnings-limit.ts";

const now = new Date("2026-03-10T12:00:00.000Z");
const wins = [
  { amount: 300, at: "2026-03-02T00:00:00.000Z" },
  { amount: 500, at: "2026-02-27T00:00:00.000Z" },
];

describe("remainingMonthlyWinnings", () => {
  it.each([
    [null, null],
    [1000, 700],
    [300, 0],
    [100, 0],
  ])("limit %s -> %s", (limit, expected) => {
    expect(remainingMonthlyWinnings(limit, wins, now)).toBe(expected);
  });
});

describe("netWinnings / isWinningsLimitReached", () => {
  it.each([
    ["won more than staked", 30, 50, 0, 20],
    ["lost", 50, 30, 0, 0],
    ["a refunded stake does not count as staked", 30, 50, 10, 30],
    ["float sums read as money", 0.1 + 0.2, 0.6, 0, 0.3],
  ])("%s", (_, stakes, wins, refunds, expected) => {
    expect(netWinnings(stakes, wins, refunds)).toBe(expected);
  });

  it.each([
    [null, 1_000_000, false],
    [100, 99.99, false],
    [100, 100, true],
    [100, 250, true],
  ])("limit %s with %d won -> reached %s", (limit, won, reached) => {
    expect(isWinningsLimitReached(limit, won)).toBe(reached);
  });
});
