import { describe, expect, it } from "vitest";
import { accountFreezeEnd, isAccountFrozen, type AccountFreezePeriod } from "./account-freeze.ts";

const now = new Date("2026-03-10T12:00:00.000Z");

describe("accountFreezeEnd", () => {
  it.each<[AccountFreezePeriod, string]>([
    ["1d", "2026-03-11T12:00:00.000Z"],
    ["3d", "2026-03-13T12:00:00.000Z"],
    ["1w", "2026-03-17T12:00:00.000Z"],
    ["10d", "2026-03-20T12:00:00.000Z"],
  ])("%s ends %s", (period, expected) => {
    expect(accountFreezeEnd(period, now).toISOString()).toBe(expected);
  });
});

describe("isAccountFrozen", () => {
  it.each([
    [null, false],
    ["2026-03-10T12:00:00.001Z", true],
    ["2026-03-10T12:00:00.000Z", false],
    ["2026-03-01T00:00:00.000Z", false],
  ])("until %s -> %s", (until, expected) => {
    expect(isAccountFrozen(until, now)).toBe(expected);
  });
});
