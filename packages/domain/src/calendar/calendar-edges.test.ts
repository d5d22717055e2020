import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isoWeekday, localDate, startOfLocalDay } from "./local-date.ts";
import { calendarDayState, calendarWindow, isCalendarDayClaimable, nextHalfHour } from "./rakeback-calendar.ts";

// Issue 26 point 5: the rakeback calendar's edge cases. 2026-03-29 and 2026-10-25 are Malta's daylight-saving
// change days (at 01:00 UTC), 2026-03-08 and 2026-11-01 New York's.

describe("the 28-day window on a boundary", () => {
  it.each([
    ["a Monday opening a month", "2026-06-01", "2026-05-25", "2026-06-21"],
    ["a Sunday closing a month", "2026-05-31", "2026-05-18", "2026-06-14"],
    ["a leap day (Thursday)", "2024-02-29", "2024-02-19", "2024-03-17"],
    ["the first of March after a leap day", "2024-03-01", "2024-02-19", "2024-03-17"],
    ["a Monday opening a year's last week", "2024-12-30", "2024-12-23", "2025-01-19"],
    ["a Sunday closing a year", "2028-12-31", "2028-12-18", "2029-01-14"],
    ["New Year's Day on a Monday", "2029-01-01", "2028-12-25", "2029-01-21"],
    ["a spring-forward Sunday", "2026-03-29", "2026-03-16", "2026-04-12"],
    ["a fall-back Sunday", "2026-10-25", "2026-10-12", "2026-11-08"],
  ])("on %s (%s) runs from %s to %s, one day apart each", (_, today, first, last) => {
    const window = calendarWindow(today);
    expect([window[0], window.at(-1)]).toEqual([first, last]);
    expect(isoWeekday(first)).toBe(1);
    expect(isoWeekday(last)).toBe(7);
    window.slice(1).forEach((date, index) => expect(daysBetween(window[index]!, date)).toBe(1));
    expect(window.indexOf(today)).toBe(7 + isoWeekday(today) - 1);
  });
});

describe("the player's today decides the window, not UTC's", () => {
  it.each([
    ["Sunday night in UTC is Monday in Malta", "2026-03-15T23:30:00.000Z", "UTC", "2026-03-15", "2026-03-02"],
    ["", "2026-03-15T23:30:00.000Z", "Europe/Malta", "2026-03-16", "2026-03-09"],
    ["Monday morning in UTC is still Sunday in Los Angeles", "2026-03-16T05:00:00.000Z", "America/Los_Angeles", "2026-03-15", "2026-03-02"],
    ["a year ahead of UTC in Kiritimati", "2026-12-31T10:30:00.000Z", "Pacific/Kiritimati", "2027-01-01", "2026-12-21"],
    ["a year behind UTC in Pago Pago", "2027-01-01T10:30:00.000Z", "Pacific/Pago_Pago", "2026-12-31", "2026-12-21"],
    ["half an hour ahead in Kolkata closes the month", "2026-04-30T18:45:00.000Z", "Asia/Kolkata", "2026-05-01", "2026-04-20"],
    ["after Malta's spring-forward night", "2026-03-29T22:30:00.000Z", "Europe/Malta", "2026-03-30", "2026-03-23"],
    ["after Malta's fall-back evening", "2026-10-25T22:30:00.000Z", "Europe/Malta", "2026-10-25", "2026-10-12"],
  ])("%s: at %s in %s today is %s, the window starts %s", (_, now, zone, today, first) => {
    expect(localDate(new Date(now), zone)).toBe(today);
    expect(calendarWindow(today)[0]).toBe(first);
  });
});

describe("a local day on a daylight-saving change day", () => {
  it.each([
    ["Malta's 23-hour spring day", "2026-03-29T12:00:00.000Z", "Europe/Malta", "2026-03-28T23:00:00.000Z", 23],
    ["Malta's day after", "2026-03-30T12:00:00.000Z", "Europe/Malta", "2026-03-29T22:00:00.000Z", 24],
    ["Malta's 25-hour autumn day", "2026-10-25T12:00:00.000Z", "Europe/Malta", "2026-10-24T22:00:00.000Z", 25],
    ["New York's 23-hour spring day", "2026-03-08T18:00:00.000Z", "America/New_York", "2026-03-08T05:00:00.000Z", 23],
    ["New York's 25-hour autumn day", "2026-11-01T18:00:00.000Z", "America/New_York", "2026-11-01T04:00:00.000Z", 25],
    ["UTC, which has none", "2026-03-29T12:00:00.000Z", "UTC", "2026-03-29T00:00:00.000Z", 24],
  ])("%s (%s in %s) began at %s and lasts %i hours", (_, now, zone, start, hours) => {
    const began = startOfLocalDay(new Date(now), zone);
    expect(began.toISOString()).toBe(start);
    // The next day's start, seen from a moment well inside it.
    const next = startOfLocalDay(new Date(began.getTime() + 30 * 3_600_000), zone);
    expect((next.getTime() - began.getTime()) / 3_600_000).toBe(hours);
  });
});

describe("claimable only today and yesterday, across boundaries", () => {
  const claim = (date: string, today: string) => isCalendarDayClaimable({ date, today, loggedIn: true, amount: 1.5, paidAt: null });
  it.each([
    ["yesterday closing a month", "2026-02-28", "2026-03-01", true],
    ["yesterday closing a year", "2025-12-31", "2026-01-01", true],
    ["yesterday a leap day", "2024-02-29", "2024-03-01", true],
    ["yesterday the Sunday before a Monday", "2026-03-15", "2026-03-16", true],
    ["yesterday a spring-forward Sunday", "2026-03-29", "2026-03-30", true],
    ["two days back across a month", "2026-02-27", "2026-03-01", false],
    ["two days back across a year", "2025-12-30", "2026-01-01", false],
    ["tomorrow in a new year", "2027-01-01", "2026-12-31", false],
  ])("%s (%s seen on %s): %s", (_, date, today, expected) => {
    expect(claim(date, today)).toBe(expected);
  });

  it.each([
    ["a day in the past", "2025-12-31", "2026-01-01", "ended"],
    ["today on New Year's Day", "2026-01-01", "2026-01-01", "active"],
    ["the first of next month", "2026-04-01", "2026-03-31", "closed"],
  ])("%s: %s seen on %s is %s", (_, date, today, state) => {
    expect(calendarDayState(date, today)).toBe(state);
  });

  it("a player past midnight in their zone claims what UTC still calls today as yesterday", () => {
    const now = new Date("2026-03-15T23:30:00.000Z");
    const utcToday = localDate(now, "UTC");
    const maltaToday = localDate(now, "Europe/Malta");
    expect(addDays(maltaToday, -1)).toBe(utcToday);
    expect(claim(utcToday, maltaToday)).toBe(true);
    expect(calendarDayState(utcToday, maltaToday)).toBe("ended");
    expect(claim(addDays(utcToday, -1), maltaToday)).toBe(false);
  });
});

describe("the award timer's next half hour on a boundary", () => {
  it.each([
    ["the last second of a year", "2026-12-31T23:59:59.000Z", "2027-01-01T00:00:00.000Z"],
    ["the last second of February in a leap year", "2028-02-29T23:45:00.000Z", "2028-03-01T00:00:00.000Z"],
    ["Malta's clocks going forward (01:00 UTC)", "2026-03-29T00:59:59.000Z", "2026-03-29T01:00:00.000Z"],
    ["Malta's clocks going back, a local hour repeated", "2026-10-25T00:30:00.000Z", "2026-10-25T01:00:00.000Z"],
  ])("%s: after %s comes %s", (_, now, next) => {
    expect(nextHalfHour(new Date(now)).toISOString()).toBe(next);
  });

  it.each([["Asia/Kolkata (+5:30)", "Asia/Kolkata"], ["Europe/Malta", "Europe/Malta"], ["America/St_Johns (-3:30)", "America/St_Johns"]])(
    "falls on a local full or half hour in %s",
    (_, zone) => {
      const next = nextHalfHour(new Date("2026-07-01T10:12:00.000Z"));
      const minutes = new Intl.DateTimeFormat("en-GB", { timeZone: zone, minute: "2-digit" }).format(next);
      expect(["00", "30"]).toContain(minutes.padStart(2, "0"));
    },
  );
});
