import { describe, expect, it } from "vitest";
import { periodEnd, periodStart, sumInPeriod } from "./limit-periods.ts";

// 2026-03-11 is a Wednesday.
const now = new Date("2026-03-11T15:30:00.000Z");

describe("periodStart / periodEnd", () => {
  it.each([
    [0, "2026-03-11T00:00:00.000Z", "2026-03-12T00:00:00.000Z"],
    [1, "2026-03-09T00:00:00.000Z", "2026-03-16T00:00:00.000Z"],
    [2, "2026-03-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
  ] as const)("period %i runs from %s to %s", (period, start, end) => {
    expect(periodStart(period, now).toISOString()).toBe(start);
    expect(periodEnd(period, now).toISOString()).toBe(end);
  });

  it.each([
    ["a Monday is its own week start", "2026-03-09T00:00:00.000Z", "2026-03-09T00:00:00.000Z"],
    ["a Sunday belongs to the week that began on Monday", "2026-03-15T23:59:59.000Z", "2026-03-09T00:00:00.000Z"],
    ["a week can start in the previous month", "2026-03-01T10:00:00.000Z", "2026-02-23T00:00:00.000Z"],
  ])("%s", (_, at, start) => {
    expect(periodStart(1, new Date(at)).toISOString()).toBe(start);
  });

  it("December's month ends on the 1st of January", () => {
    expect(periodEnd(2, new Date("2026-12-31T23:00:00.000Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("sumInPeriod", () => {
  const entries = [
    { amount: 10, at: "2026-03-11T00:00:00.000Z" },
    { amount: 20, at: "2026-03-10T23:59:59.999Z" },
    { amount: 40, at: "2026-03-02T08:00:00.000Z" },
    { amount: 80, at: "2026-02-28T08:00:00.000Z" },
  ];
  it.each([
    [0, 10],
    [1, 30],
    [2, 70],
  ] as const)("period %i sums %d", (period, sum) => {
    expect(sumInPeriod(entries, period, now)).toBe(sum);
  });
});
