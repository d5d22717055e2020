import { describe, expect, it } from "vitest";
import { retargetingEventName, shouldFireVisitPixel, type RetargetingEvent } from "./tracking.ts";

const NOW = new Date("2026-03-10T12:00:00Z");
const MINUTE = 60_000;

describe("shouldFireVisitPixel", () => {
  it.each([
    ["never fired", null, true],
    ["unknown", undefined, true],
    ["an unreadable time", Number.NaN, true],
    ["just now", NOW.getTime(), false],
    ["29 minutes ago", NOW.getTime() - 29 * MINUTE, false],
    ["29:59 ago", NOW.getTime() - 30 * MINUTE + 1000, false],
    ["exactly 30 minutes ago", NOW.getTime() - 30 * MINUTE, true],
    ["two hours ago", NOW.getTime() - 120 * MINUTE, true],
    ["in the future (clock changed)", NOW.getTime() + 5 * MINUTE, true],
  ])("%s -> %s", (_, last, expected) => {
    expect(shouldFireVisitPixel(last, NOW)).toBe(expected);
  });
});

describe("retargetingEventName", () => {
  it.each<[RetargetingEvent, string]>([
    [{ type: "visit" }, "visit"],
    [{ type: "registration", finished: true }, "registration_finished"],
    [{ type: "registration", finished: false }, "registration_unfinished"],
    [{ type: "bet", amount: 1 }, "bet"],
    [{ type: "deposit", depositCount: 0 }, "deposit_first"],
    [{ type: "deposit", depositCount: 1 }, "deposit_first"],
    [{ type: "deposit", depositCount: 2 }, "deposit_2nd"],
    [{ type: "deposit", depositCount: 3 }, "deposit_3rd"],
    [{ type: "deposit", depositCount: 4 }, "deposit_4th"],
    [{ type: "deposit", depositCount: 5 }, "deposit_5th_or_later"],
    [{ type: "deposit", depositCount: 42 }, "deposit_5th_or_later"],
  ])("%o -> %s", (event, name) => {
    expect(retargetingEventName(event)).toBe(name);
  });
});
