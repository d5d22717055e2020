import { describe, expect, it } from "vitest";
import { inactivityRemainingMs, inactivityTimeoutMs } from "./inactivity.ts";

const MINUTE = 60_000;

describe("inactivityTimeoutMs", () => {
  it.each([
    [undefined, 30 * MINUTE],
    [null, 30 * MINUTE],
    [0, 30 * MINUTE],
    [1, 30 * MINUTE],
    [-5, 30 * MINUTE],
    [Number.NaN, 30 * MINUTE],
    [Number.POSITIVE_INFINITY, 30 * MINUTE],
    [1.5, 1.5 * MINUTE],
    [2, 2 * MINUTE],
    [15, 15 * MINUTE],
    [30, 30 * MINUTE],
    [120, 120 * MINUTE],
  ])("setting %s -> %s ms", (setting, expected) => {
    expect(inactivityTimeoutMs(setting)).toBe(expected);
  });
});

describe("inactivityRemainingMs", () => {
  const last = Date.parse("2026-03-10T12:00:00Z");
  it.each([
    ["2026-03-10T12:00:00Z", 30 * MINUTE],
    ["2026-03-10T12:29:00Z", MINUTE],
    ["2026-03-10T12:30:00Z", 0],
    ["2026-03-10T13:00:00Z", 0],
  ])("at %s -> %s ms left", (now, expected) => {
    expect(inactivityRemainingMs(last, new Date(now), 30 * MINUTE)).toBe(expected);
  });
});
