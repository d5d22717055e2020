import { describe, expect, it } from "vitest";
import {
  canReplaceSelfExclusion,
  isSelfExclusionActive,
  selfExclusionEnd,
  type SelfExclusionPeriod,
} from "./self-exclusion.ts";

const now = new Date("2026-01-31T10:00:00.000Z");

describe("selfExclusionEnd", () => {
  it.each<[SelfExclusionPeriod, number | undefined, string | undefined]>([
    ["1h", undefined, "2026-01-31T11:00:00.000Z"],
    ["12h", undefined, "2026-01-31T22:00:00.000Z"],
    ["1d", undefined, "2026-02-01T10:00:00.000Z"],
    ["3d", undefined, "2026-02-03T10:00:00.000Z"],
    ["1w", undefined, "2026-02-07T10:00:00.000Z"],
    ["1m", undefined, "2026-02-28T10:00:00.000Z"],
    ["months", 6, "2026-07-31T10:00:00.000Z"],
    ["months", undefined, undefined],
    ["months", 0, undefined],
    ["months", 61, undefined],
    ["months", 2.5, undefined],
  ])("%s (%s months) ends %s", (period, months, expected) => {
    const end = selfExclusionEnd(period, now, months);
    expect(end && !end.permanent ? end.until.toISOString() : end).toBe(expected);
  });

  it("permanent never ends", () => {
    expect(selfExclusionEnd("permanent", now)).toEqual({ permanent: true });
  });
});

describe("isSelfExclusionActive (spec §4: permanent, or the date is today or later)", () => {
  it.each([
    ["none", null, false, false],
    ["permanent", null, true, true],
    ["ends later today", "2026-01-31T23:00:00.000Z", false, true],
    ["ended earlier today", "2026-01-31T01:00:00.000Z", false, true],
    ["ends next month", "2026-02-28T00:00:00.000Z", false, true],
    ["ended yesterday", "2026-01-30T23:59:59.000Z", false, false],
    ["an unreadable date", "soon", false, false],
  ])("%s -> %s", (_, selfExclusion, isSelfExclusionPermanent, expected) => {
    expect(isSelfExclusionActive({ selfExclusion, isSelfExclusionPermanent }, now)).toBe(expected);
  });
});

describe("canReplaceSelfExclusion", () => {
  const active = { selfExclusion: "2026-02-07T10:00:00.000Z", isSelfExclusionPermanent: false };
  it.each([
    ["nothing active", { selfExclusion: null, isSelfExclusionPermanent: false }, { permanent: false, until: new Date("2026-01-31T11:00:00.000Z") }, true],
    ["lengthening", active, { permanent: false, until: new Date("2026-03-01T00:00:00.000Z") }, true],
    ["shortening", active, { permanent: false, until: new Date("2026-02-01T00:00:00.000Z") }, false],
    ["making it permanent", active, { permanent: true }, true],
    ["anything after permanent", { selfExclusion: null, isSelfExclusionPermanent: true }, { permanent: true }, false],
  ] as const)("%s -> %s", (_, current, next, expected) => {
    expect(canReplaceSelfExclusion(current, next, now)).toBe(expected);
  });
});
