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

describe("periods on the player's wall clock", () => {
  it.each([
    ["Malta's day begins at 23:00 UTC in winter", 0, "2026-01-15T23:30:00.000Z", "Europe/Malta", "2026-01-15T23:00:00.000Z", "2026-01-16T23:00:00.000Z"],
    ["Malta's day begins at 22:00 UTC in summer", 0, "2026-07-15T12:00:00.000Z", "Europe/Malta", "2026-07-14T22:00:00.000Z", "2026-07-15T22:00:00.000Z"],
    ["the spring-forward day is 23 hours long (Malta)", 0, "2026-03-29T12:00:00.000Z", "Europe/Malta", "2026-03-28T23:00:00.000Z", "2026-03-29T22:00:00.000Z"],
    ["the fall-back day is 25 hours long (Malta)", 0, "2026-10-25T12:00:00.000Z", "Europe/Malta", "2026-10-24T22:00:00.000Z", "2026-10-25T23:00:00.000Z"],
    ["the fall-back day is 25 hours long (New York)", 0, "2026-11-01T12:00:00.000Z", "America/New_York", "2026-11-01T04:00:00.000Z", "2026-11-02T05:00:00.000Z"],
    ["late Sunday evening in Los Angeles is still last week (Monday in UTC)", 1, "2026-03-16T05:00:00.000Z", "America/Los_Angeles", "2026-03-09T07:00:00.000Z", "2026-03-16T07:00:00.000Z"],
    ["early Monday in Tokyo is a new week (Sunday in UTC)", 1, "2026-03-15T16:00:00.000Z", "Asia/Tokyo", "2026-03-15T15:00:00.000Z", "2026-03-22T15:00:00.000Z"],
    ["a week across the spring-forward Sunday (Malta)", 1, "2026-03-25T12:00:00.000Z", "Europe/Malta", "2026-03-22T23:00:00.000Z", "2026-03-29T22:00:00.000Z"],
    ["the 1st in Malta is still the last day of the month in UTC", 2, "2026-04-30T22:30:00.000Z", "Europe/Malta", "2026-04-30T22:00:00.000Z", "2026-05-31T22:00:00.000Z"],
    ["February of a leap year", 2, "2028-02-29T12:00:00.000Z", "UTC", "2028-02-01T00:00:00.000Z", "2028-03-01T00:00:00.000Z"],
    ["New Year's Eve in Los Angeles is January in UTC", 2, "2027-01-01T03:00:00.000Z", "America/Los_Angeles", "2026-12-01T08:00:00.000Z", "2027-01-01T08:00:00.000Z"],
    ["New Year in Sydney (summer time) while UTC is still in December", 2, "2026-12-31T14:00:00.000Z", "Australia/Sydney", "2026-12-31T13:00:00.000Z", "2027-01-31T13:00:00.000Z"],
    ["a day of the year's last week running into January", 1, "2026-12-31T12:00:00.000Z", "UTC", "2026-12-28T00:00:00.000Z", "2027-01-04T00:00:00.000Z"],
    ["Kiribati (UTC+14)", 0, "2026-03-10T09:00:00.000Z", "Pacific/Kiritimati", "2026-03-09T10:00:00.000Z", "2026-03-10T10:00:00.000Z"],
  ] as const)("%s", (_, period, at, zone, start, end) => {
    expect(periodStart(period, new Date(at), zone).toISOString()).toBe(start);
    expect(periodEnd(period, new Date(at), zone).toISOString()).toBe(end);
  });

  it("sums by the player's day: 23:30 UTC is the next day in Malta", () => {
    const entries = [{ amount: 5, at: "2026-01-15T22:59:59.000Z" }, { amount: 7, at: "2026-01-15T23:00:00.000Z" }];
    expect(sumInPeriod(entries, 0, new Date("2026-01-15T23:30:00.000Z"), "Europe/Malta")).toBe(7);
    expect(sumInPeriod(entries, 0, new Date("2026-01-15T23:30:00.000Z"))).toBe(12);
  });
});
