import { describe, expect, it } from "vitest";
import { nextRealityCheckAt, sessionResult, type RealityCheckInterval } from "./reality-check.ts";

const started = "2026-03-10T12:00:00.000Z";

describe("nextRealityCheckAt", () => {
  it.each<[RealityCheckInterval, string, string | null]>([
    [0, "2026-03-10T12:20:00.000Z", null],
    [15, "2026-03-10T12:00:00.000Z", "2026-03-10T12:15:00.000Z"],
    [15, "2026-03-10T12:14:59.000Z", "2026-03-10T12:15:00.000Z"],
    [15, "2026-03-10T12:15:00.000Z", "2026-03-10T12:30:00.000Z"],
    [30, "2026-03-10T12:31:00.000Z", "2026-03-10T13:00:00.000Z"],
    [60, "2026-03-10T14:59:00.000Z", "2026-03-10T15:00:00.000Z"],
    [60, "2026-03-10T11:59:00.000Z", "2026-03-10T13:00:00.000Z"],
  ])("every %i min, at %s -> %s", (interval, at, expected) => {
    expect(nextRealityCheckAt(interval, started, new Date(at))?.toISOString() ?? null).toBe(expected);
  });
});

describe("sessionResult", () => {
  it.each([
    [10, 4.5, { bet: 10, won: 4.5, net: -5.5 }],
    [0.1 + 0.2, 0.3, { bet: 0.3, won: 0.3, net: 0 }],
    [5, 25, { bet: 5, won: 25, net: 20 }],
  ])("bet %d won %d", (bet, won, expected) => {
    expect(sessionResult(bet, won)).toEqual(expected);
  });
});
