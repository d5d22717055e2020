import { describe, expect, it } from "vitest";
import { countdownTick, tournamentCountdown, tournamentStatusAt } from "./tournament-countdown.ts";

const startsAt = "2026-05-10T12:00:00.000Z";
const endsAt = "2026-05-20T12:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("tournamentCountdown", () => {
  it.each([
    ["3 days before the start", "2026-05-07T12:00:00.000Z", "startsIn", [3, 0, 0, 0]],
    ["days, hours and minutes before the start", "2026-05-08T09:15:30.000Z", "startsIn", [2, 2, 44, 30]],
    ["hours and minutes before the start", "2026-05-10T10:30:00.000Z", "startsIn", [0, 1, 30, 0]],
    ["one second before the start", "2026-05-10T11:59:59.000Z", "startsIn", [0, 0, 0, 1]],
    ["exactly at the start", startsAt, "endsIn", [10, 0, 0, 0]],
    ["while running", "2026-05-19T23:59:00.000Z", "endsIn", [0, 12, 1, 0]],
    ["rounded down to the second", "2026-05-20T11:59:59.400Z", "endsIn", [0, 0, 0, 0]],
    ["exactly at the end", endsAt, "ended", [0, 0, 0, 0]],
    ["long past", "2027-01-01T00:00:00.000Z", "ended", [0, 0, 0, 0]],
  ] as const)("%s", (_name, now, phase, [days, hours, minutes, seconds]) => {
    expect(tournamentCountdown({ startsAt, endsAt }, at(now))).toMatchObject({ phase, days, hours, minutes, seconds });
  });

  it("counts the milliseconds to the moment it runs to", () => {
    expect(tournamentCountdown({ startsAt, endsAt }, at(startsAt) - 1500).totalMs).toBe(1500);
    expect(tournamentCountdown({ startsAt, endsAt }, at(endsAt) - 250).totalMs).toBe(250);
    expect(tournamentCountdown({ startsAt, endsAt }, at(endsAt) + 1).totalMs).toBe(0);
  });

  it("reads a bad date as ended", () => {
    expect(tournamentCountdown({ startsAt: "soon", endsAt }, at(startsAt)).phase).toBe("ended");
    expect(tournamentCountdown({ startsAt, endsAt: "" }, at(startsAt)).phase).toBe("ended");
  });
});

describe("countdownTick", () => {
  it.each([
    ["2026-05-07T12:00:00.000Z", 1],
    ["2026-05-08T09:15:30.000Z", 30_001],
    ["2026-05-08T09:15:00.500Z", 59_501],
    ["2026-05-09T12:00:00.000Z", 1],
    ["2026-05-09T12:00:00.001Z", 1000],
    ["2026-05-10T11:59:58.750Z", 251],
  ])("at %s the shown countdown changes in %i ms", (now, tick) => {
    expect(countdownTick(tournamentCountdown({ startsAt, endsAt }, at(now)))).toBe(tick);
  });
});

describe("tournamentStatusAt", () => {
  it.each([
    ["2026-05-10T11:59:59.999Z", "upcoming"],
    [startsAt, "running"],
    ["2026-05-20T11:59:59.999Z", "running"],
    [endsAt, "finished"],
  ])("at %s is %s", (now, status) => {
    expect(tournamentStatusAt({ startsAt, endsAt }, at(now))).toBe(status);
  });
});
