import { describe, expect, it } from "vitest";
import { blockLiftsAt } from "./periods.ts";

const now = new Date("2026-01-31T10:30:00.000Z");

describe("blockLiftsAt (the end the confirmation states)", () => {
  it.each([
    ["a 1-hour time-out, to the minute", "timeout", "1h", undefined, "2026-01-31T11:30:00.000Z"],
    ["a 1-month time-out, clamped to February's last day", "timeout", "1m", undefined, "2026-02-28T10:30:00.000Z"],
    ["a 3-month self-exclusion, through the day it ends on", "selfExclusion", "months", 3, "2026-05-01T00:00:00.000Z"],
  ] as const)("%s", (_name, kind, period, months, expected) => {
    expect(blockLiftsAt(kind, period, now, months)?.toISOString()).toBe(expected);
  });

  it("has no end for a permanent self-exclusion, and none at all without a valid number of months", () => {
    expect(blockLiftsAt("selfExclusion", "permanent", now)).toBeNull();
    expect(blockLiftsAt("selfExclusion", "months", now)).toBeUndefined();
    expect(blockLiftsAt("selfExclusion", "months", now, 61)).toBeUndefined();
  });
});
