import { describe, expect, it } from "vitest";
import { checkSessionLimit, isSessionLimitReached, sessionLimitEndsAt, sessionTimeLeft, type SessionLimit } from "./session-limit.ts";

describe("checkSessionLimit", () => {
  it.each<[SessionLimit, string | number]>([
    [{ value: 10, unit: "minutes" }, 10],
    [{ value: 9, unit: "minutes" }, "SESSION_LIMIT_TOO_SHORT"],
    [{ value: 1, unit: "hours" }, 60],
    [{ value: 720, unit: "hours" }, 43_200],
    [{ value: 721, unit: "hours" }, "SESSION_LIMIT_TOO_LONG"],
    [{ value: 1, unit: "days" }, 1_440],
    [{ value: 30, unit: "days" }, 43_200],
    [{ value: 31, unit: "days" }, "SESSION_LIMIT_TOO_LONG"],
    [{ value: 43_200, unit: "minutes" }, 43_200],
    [{ value: 0, unit: "hours" }, "SESSION_LIMIT_INVALID"],
    [{ value: 1.5, unit: "hours" }, "SESSION_LIMIT_INVALID"],
    [{ value: -2, unit: "days" }, "SESSION_LIMIT_INVALID"],
  ])("%j -> %s", (limit, expected) => {
    const result = checkSessionLimit(limit);
    expect(result.ok ? result.minutes : result.code).toBe(expected);
  });
});

describe("sessionTimeLeft", () => {
  const started = "2026-03-10T12:00:00.000Z";
  it.each([
    [null, "2026-03-10T12:05:00.000Z", null],
    [10, "2026-03-10T12:05:00.000Z", 5 * 60_000],
    [10, "2026-03-10T12:10:00.000Z", 0],
    [10, "2026-03-10T13:00:00.000Z", 0],
  ])("limit %s at %s -> %s ms", (limit, at, expected) => {
    expect(sessionTimeLeft(limit, started, new Date(at))).toBe(expected);
  });
});

describe("sessionLimitEndsAt / isSessionLimitReached", () => {
  const started = "2026-03-10T23:55:00.000Z";
  it.each([
    ["no limit never ends", null, "2026-04-10T00:00:00.000Z", null, false],
    ["10 minutes, a minute before", 10, "2026-03-11T00:04:00.000Z", "2026-03-11T00:05:00.000Z", false],
    ["10 minutes, at the end", 10, "2026-03-11T00:05:00.000Z", "2026-03-11T00:05:00.000Z", true],
    ["720 hours = 30 days, across a month end", 43_200, "2026-04-09T23:54:59.000Z", "2026-04-09T23:55:00.000Z", false],
    ["30 days, a second after", 43_200, "2026-04-09T23:55:01.000Z", "2026-04-09T23:55:00.000Z", true],
  ] as const)("%s", (_, limit, at, ends, reached) => {
    expect(sessionLimitEndsAt(limit, started)?.toISOString() ?? null).toBe(ends);
    expect(isSessionLimitReached(limit, started, new Date(at))).toBe(reached);
  });
});
