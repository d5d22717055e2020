import { describe, expect, it } from "vitest";
import { awayState } from "./away-status.ts";

const now = new Date("2026-03-10T12:00:00.000Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe("awayState", () => {
  it.each([
    ["active a minute ago", null, minutesAgo(1), "present"],
    ["idle 5 minutes", null, minutesAgo(5), "away"],
    ["idle 34 minutes (away for 29)", null, minutesAgo(34), "away"],
    ["idle 35 minutes (away for 30)", null, minutesAgo(35), "removed"],
    ["away by hand just now", minutesAgo(0), minutesAgo(0), "away"],
    ["away by hand 30 minutes ago", minutesAgo(30), minutesAgo(1), "removed"],
  ])("%s -> %s", (_, awaySince, lastActivityAt, expected) => {
    expect(awayState({ awaySince, lastActivityAt, now })).toBe(expected);
  });
});
