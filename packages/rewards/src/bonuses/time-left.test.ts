import { describe, expect, it } from "vitest";
import { tickEvery, timeLeft } from "./time-left.ts";

const NOW = Date.parse("2026-11-27T10:00:00.000Z");

describe("timeLeft", () => {
  it.each([
    ["2026-11-29T13:04:05.000Z", { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    ["2026-11-27T10:00:59.999Z", { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    ["2026-11-28T10:00:00.000Z", { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    ["2026-11-27T10:00:00.000Z", { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ["2026-11-26T09:00:00.000Z", { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ["not a date", { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])("until %s", (until, parts) => {
    expect(timeLeft(until, NOW)).toMatchObject(parts);
  });

  it("ticks by the minute over a day, by the second under one", () => {
    expect(tickEvery(timeLeft("2026-11-28T10:00:01.000Z", NOW))).toBe(60_000);
    expect(tickEvery(timeLeft("2026-11-28T09:59:59.000Z", NOW))).toBe(1000);
  });
});
