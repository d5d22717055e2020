import { describe, expect, it } from "vitest";
import { HIGH_LOYALTY_LEVEL, decideLimitChange, limitUnlocksAt } from "./limit-change.ts";
import type { LimitName } from "./limit-names.ts";

const now = new Date("2026-03-10T12:00:00.000Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe("limitUnlocksAt", () => {
  it.each([
    ["never changed", null, null],
    ["changed a minute ago", minutesAgo(1), "2026-03-10T12:59:00.000Z"],
    ["changed 59 minutes ago", minutesAgo(59), "2026-03-10T12:01:00.000Z"],
    ["changed exactly an hour ago", minutesAgo(60), null],
    ["changed yesterday", minutesAgo(24 * 60), null],
  ])("%s -> %s", (_, last, expected) => {
    expect(limitUnlocksAt(last, now)?.toISOString() ?? null).toBe(expected);
  });
});

describe("decideLimitChange", () => {
  const now_ = { allowed: true, changed: true, applies: "now" };
  const pending = { allowed: true, changed: true, applies: "pending", effectiveAt: new Date("2026-03-11T12:00:00.000Z") };
  const base = { now, loyaltyLevel: 1, lastChangedAt: null as string | null };
  it.each<[string, LimitName, number | null, number | null, string | null, number, unknown]>([
    ["first limit", "dailyBetLimit", null, 50, null, 1, now_],
    ["same amount is no change, even when locked", "dailyBetLimit", 50, 50, minutesAgo(5), 1, { allowed: true, changed: false }],
    ["a change within the hour", "dailyBetLimit", 50, 40, minutesAgo(30), 1, { allowed: false, code: "CHANGE_NOT_ALLOWED", unlocksAt: new Date("2026-03-10T12:30:00.000Z") }],
    ["a lower limit after the hour", "dailyBetLimit", 50, 40, minutesAgo(61), 1, now_],
    ["a deposit limit is locked too", "weeklyDepositLimit", 100, 200, minutesAgo(10), 1, { allowed: false, code: "CHANGE_NOT_ALLOWED", unlocksAt: new Date("2026-03-10T12:50:00.000Z") }],
    ["removal by a low level waits a day", "maxBetLimit", 5, null, null, HIGH_LOYALTY_LEVEL - 1, pending],
    ["removal of a bet limit by a high level", "maxBetLimit", 5, null, null, HIGH_LOYALTY_LEVEL, { allowed: false, code: "REMOVAL_NEEDS_SUPPORT" }],
    ["removal of a loss limit by a high level", "monthlyLossLimit", 5, null, null, 10, { allowed: false, code: "REMOVAL_NEEDS_SUPPORT" }],
    ["removal of a deposit limit by a high level waits a day", "dailyDepositLimit", 5, null, null, 10, pending],
    ["a higher limit waits a day", "dailyDepositLimit", 50, 50.01, minutesAgo(61), 1, pending],
    ["a higher loss limit by a high level waits a day", "weeklyLossLimit", 50, 500, null, 10, pending],
    ["lowering a bet limit by a high level", "dailyBetLimit", 50, 10, null, 10, now_],
  ])("%s", (_, name, current, next, lastChangedAt, loyaltyLevel, expected) => {
    expect(decideLimitChange({ ...base, name, current, next, lastChangedAt, loyaltyLevel })).toEqual(expected);
  });
});
