import { describe, expect, it } from "vitest";
import { checkSessionLimit, sessionTimeLeft, type SessionLimit } from "./session-limit.ts";

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
