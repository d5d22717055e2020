import { describe, expect, it } from "vitest";
import { lastAnnouncement, formatCountdown, secondsLeft } from "./countdown.ts";

const EXPIRES = "2026-11-22T12:05:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("secondsLeft", () => {
  it.each([
    ["2026-11-22T12:00:00.000Z", 300],
    ["2026-11-22T12:04:59.200Z", 1],
    ["2026-11-22T12:05:00.000Z", 0],
    ["2026-11-22T12:06:00.000Z", 0],
  ])("at %s: %d", (now, left) => expect(secondsLeft(EXPIRES, at(now))).toBe(left));

  it("treats an unreadable time as expired", () => expect(secondsLeft("soon", Date.now())).toBe(0));
});

describe("formatCountdown", () => {
  it.each([
    [300, "05:00"],
    [61, "01:01"],
    [9, "00:09"],
    [0, "00:00"],
    [-4, "00:00"],
    [6000, "100:00"],
  ])("%d -> %s", (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe("lastAnnouncement", () => {
  it.each([
    [300, 300],
    [299, 300],
    [241, 300],
    [240, 240],
    [59, 60],
    [31, 60],
    [30, 30],
    [11, 30],
    [10, 10],
    [1, 10],
    [0, 0],
  ])("%d -> %d", (seconds, announced) => expect(lastAnnouncement(seconds)).toBe(announced));
});
