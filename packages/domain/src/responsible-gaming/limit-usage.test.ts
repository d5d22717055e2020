import { describe, expect, it } from "vitest";
import { limitUsage } from "./limit-usage.ts";

const now = new Date("2026-03-11T15:30:00.000Z");

describe("limitUsage", () => {
  it.each([
    ["part used", 100, 25.1, 0, "UTC", { used: 25.1, left: 74.9, resetsAt: "2026-03-12T00:00:00.000Z" }],
    ["used past the limit (a lowered limit)", 20, 30, 1, "UTC", { used: 30, left: 0, resetsAt: "2026-03-16T00:00:00.000Z" }],
    ["float sums read as money", 0.3, 0.1 + 0.1, 2, "UTC", { used: 0.2, left: 0.1, resetsAt: "2026-04-01T00:00:00.000Z" }],
    ["the reset on the player's clock (already the 12th in Tokyo)", 10, 0, 0, "Asia/Tokyo", { used: 0, left: 10, resetsAt: "2026-03-12T15:00:00.000Z" }],
  ] as const)("%s", (_, limit, used, period, zone, expected) => {
    const usage = limitUsage(limit, used, period, now, zone);
    expect(usage && { ...usage, resetsAt: usage.resetsAt.toISOString() }).toEqual(expected);
  });

  it("is null without a limit", () => {
    expect(limitUsage(null, 5, 0, now)).toBeNull();
  });
});
