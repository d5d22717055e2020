import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isValidTimeZone, isoWeekday, localDate, mondayOf, startOfLocalDay } from "./local-date.ts";
import {
  CALENDAR_DAYS,
  calendarDayState,
  calendarWeek,
  calendarWindow,
  isCalendarDayClaimable,
  nextHalfHour,
} from "./rakeback-calendar.ts";

// 2026-03-09 is a Monday, 2026-03-15 the Sunday of the same week.
describe("calendarWindow", () => {
  it.each([
    ["a Monday", "2026-03-09", "2026-03-02", "2026-03-29"],
    ["a Sunday", "2026-03-15", "2026-03-02", "2026-03-29"],
    ["the Monday after", "2026-03-16", "2026-03-09", "2026-04-05"],
    ["across a year end (Thursday)", "2026-01-01", "2025-12-22", "2026-01-18"],
  ])("on %s (%s) runs from the Monday of the week before", (_, today, first, last) => {
    const window = calendarWindow(today);
    expect(window).toHaveLength(CALENDAR_DAYS);
    expect(window[0]).toBe(first);
    expect(window.at(-1)).toBe(last);
    expect(isoWeekday(window[0]!)).toBe(1);
    expect(window).toContain(today);
  });

  it.each([
    ["Monday", "2026-03-09", 7],
    ["Sunday", "2026-03-15", 13],
  ])("puts today (%s) at index %i", (_, today, index) => {
    expect(calendarWindow(today).indexOf(today)).toBe(index);
  });
});

describe("calendarDayState", () => {
  it.each([
    ["2026-03-08", "2026-03-09", "ended"],
    ["2026-03-02", "2026-03-09", "ended"],
    ["2026-03-09", "2026-03-09", "active"],
    ["2026-03-10", "2026-03-09", "closed"],
    ["2026-03-14", "2026-03-15", "ended"],
    ["2026-03-15", "2026-03-15", "active"],
    ["2026-03-16", "2026-03-15", "closed"],
  ])("%s seen on %s is %s", (date, today, state) => {
    expect(calendarDayState(date, today)).toBe(state);
  });
});

describe("isCalendarDayClaimable", () => {
  const base = { today: "2026-03-09", loggedIn: true, amount: 5, paidAt: null as string | null };
  it.each([
    ["today", { date: "2026-03-09" }, true],
    ["yesterday (the Sunday before a Monday)", { date: "2026-03-08" }, true],
    ["two days ago", { date: "2026-03-07" }, false],
    ["tomorrow", { date: "2026-03-10" }, false],
    ["a guest", { date: "2026-03-09", loggedIn: false }, false],
    ["a zero amount", { date: "2026-03-09", amount: 0 }, false],
    ["a paid day", { date: "2026-03-09", paidAt: "2026-03-09T08:00:00.000Z" }, false],
    ["Sunday's yesterday on a Sunday", { date: "2026-03-14", today: "2026-03-15" }, true],
  ])("%s -> %s", (_, change, expected) => {
    expect(isCalendarDayClaimable({ ...base, ...change })).toBe(expected);
  });
});

describe("calendarWeek", () => {
  it.each([["2026-03-09"], ["2026-03-12"], ["2026-03-15"]])("on %s is Monday 9 to Sunday 15 March", (today) => {
    expect(calendarWeek(today)).toEqual(["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"]);
  });
});

describe("nextHalfHour", () => {
  it.each([
    ["2026-03-09T10:00:00.000Z", "2026-03-09T10:30:00.000Z"],
    ["2026-03-09T10:12:34.000Z", "2026-03-09T10:30:00.000Z"],
    ["2026-03-09T10:30:00.000Z", "2026-03-09T11:00:00.000Z"],
    ["2026-03-09T23:59:59.999Z", "2026-03-10T00:00:00.000Z"],
  ])("after %s comes %s", (now, next) => {
    expect(nextHalfHour(new Date(now)).toISOString()).toBe(next);
  });
});

describe("local dates", () => {
  it.each([
    ["2026-03-09T23:30:00.000Z", "UTC", "2026-03-09"],
    ["2026-03-09T23:30:00.000Z", "Europe/Malta", "2026-03-10"],
    ["2026-03-09T03:00:00.000Z", "America/Toronto", "2026-03-08"],
  ])("%s in %s is %s", (now, zone, date) => {
    expect(localDate(new Date(now), zone)).toBe(date);
  });

  it.each([
    ["UTC", true],
    ["Asia/Kolkata", true],
    ["Mars/Olympus", false],
  ])("time zone %s valid: %s", (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it.each([
    ["2026-03-09", 1],
    ["2026-03-15", 7],
    ["2024-02-29", 4],
  ])("%s is ISO weekday %i", (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ["2026-03-09T15:20:00.000Z", "UTC", "2026-03-09T00:00:00.000Z"],
    ["2026-03-09T23:30:00.000Z", "Europe/Malta", "2026-03-09T23:00:00.000Z"],
    ["2026-03-09T03:00:00.000Z", "America/Toronto", "2026-03-08T05:00:00.000Z"],
    ["2026-03-09T12:00:00.000Z", "Asia/Kolkata", "2026-03-08T18:30:00.000Z"],
  ])("the local day of %s in %s began at %s", (now, zone, start) => {
    expect(startOfLocalDay(new Date(now), zone).toISOString()).toBe(start);
  });

  it("adds days across months and measures the distance", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
    expect(daysBetween("2026-03-01", "2026-03-09")).toBe(8);
  });
});
