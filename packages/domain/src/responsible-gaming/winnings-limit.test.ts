import { describe, expect, it } from "vitest";
import { remainingMonthlyWinnings } from "./winnings-limit.ts";

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
