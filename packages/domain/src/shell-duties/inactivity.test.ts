import { describe, expect, it } from "vitest";
import { inactivityRemainingMs, inactivityState, inactivityTimeoutMs } from "./inactivity.ts";

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

describe("inactivityState", () => {
  const last = Date.parse("2026-03-10T12:00:00Z");
  const at = (time: string) => new Date(`2026-03-10T${time}Z`);
  it.each([
    ["12:00:00", 30, { phase: "active", leftMs: 30 * MINUTE, nextCheckInMs: 29 * MINUTE }],
    ["12:28:59", 30, { phase: "active", leftMs: MINUTE + 1000, nextCheckInMs: 1000 }],
    ["12:29:00", 30, { phase: "warning", leftMs: MINUTE, nextCheckInMs: MINUTE }],
    ["12:29:59", 30, { phase: "warning", leftMs: 1000, nextCheckInMs: 1000 }],
    ["12:30:00", 30, { phase: "expired", leftMs: 0, nextCheckInMs: 0 }],
    ["13:30:00", 30, { phase: "expired", leftMs: 0, nextCheckInMs: 0 }],
    // A timeout under two minutes warns for half of it.
    ["12:00:00", 1.5, { phase: "active", leftMs: 1.5 * MINUTE, nextCheckInMs: 0.75 * MINUTE }],
    ["12:00:45", 1.5, { phase: "warning", leftMs: 0.75 * MINUTE, nextCheckInMs: 0.75 * MINUTE }],
    ["12:00:00", 2, { phase: "active", leftMs: 2 * MINUTE, nextCheckInMs: MINUTE }],
  ])("at %s with %s minutes -> %j", (time, minutes, expected) => {
    expect(inactivityState(last, at(time), minutes * MINUTE)).toEqual(expected);
  });

  it("counts from an activity in the future (another tab's clock ahead) as if it were now", () => {
    expect(inactivityState(last + MINUTE, new Date(last), 30 * MINUTE).phase).toBe("active");
  });
});
