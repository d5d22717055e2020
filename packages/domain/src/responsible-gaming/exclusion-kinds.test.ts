import { describe, expect, it } from "vitest";
import { canReplaceExclusion, exclusionLiftsAt, isExclusionActive, type ExclusionState } from "./exclusion-kinds.ts";
import { selfExclusionEnd } from "./self-exclusion.ts";

const now = new Date("2026-03-10T12:00:00.000Z");
const state = (kind: ExclusionState["kind"], selfExclusion: string | null, isSelfExclusionPermanent = false): ExclusionState => ({
  kind, selfExclusion, isSelfExclusionPermanent,
});

describe("isExclusionActive / exclusionLiftsAt", () => {
  it.each([
    ["a running 1-hour time-out", state("timeout", "2026-03-10T12:30:00.000Z"), true, "2026-03-10T12:30:00.000Z"],
    ["a time-out that ended a minute ago lifts at once (no day rule)", state("timeout", "2026-03-10T11:59:00.000Z"), false, null],
    ["a time-out at its very end", state("timeout", "2026-03-10T12:00:00.000Z"), false, null],
    ["a self-exclusion that ended this morning holds until midnight", state("selfExclusion", "2026-03-10T08:00:00.000Z"), true, "2026-03-11T00:00:00.000Z"],
    ["a self-exclusion of months", state("selfExclusion", "2026-09-10T12:00:00.000Z"), true, "2026-09-11T00:00:00.000Z"],
    ["a stored exclusion without a kind reads as a self-exclusion", state(null, "2026-03-10T08:00:00.000Z"), true, "2026-03-11T00:00:00.000Z"],
    ["a permanent self-exclusion never lifts", state("selfExclusion", null, true), true, null],
    ["nothing set", state(null, null), false, null],
  ])("%s", (_, current, active, lifts) => {
    expect(isExclusionActive(current, now)).toBe(active);
    expect(exclusionLiftsAt(current, now)?.toISOString() ?? null).toBe(lifts);
  });
});

describe("canReplaceExclusion", () => {
  const end = (period: Parameters<typeof selfExclusionEnd>[0], months?: number) => selfExclusionEnd(period, now, months)!;
  it.each([
    ["a longer time-out over a time-out", state("timeout", "2026-03-10T13:00:00.000Z"), end("1d"), true],
    ["a shorter time-out over a time-out", state("timeout", "2026-03-11T12:00:00.000Z"), end("1h"), false],
    ["a time-out that would cut a self-exclusion short", state("selfExclusion", "2026-09-10T12:00:00.000Z"), end("1m"), false],
    ["a self-exclusion over a time-out", state("timeout", "2026-03-17T12:00:00.000Z"), end("months", 3), true],
    ["permanent over months", state("selfExclusion", "2026-09-10T12:00:00.000Z"), end("permanent"), true],
    ["anything over permanent", state("selfExclusion", null, true), end("months", 60), false],
    ["a time-out after an ended one", state("timeout", "2026-03-10T11:00:00.000Z"), end("1h"), true],
  ])("%s -> %s", (_, current, next, allowed) => {
    expect(canReplaceExclusion(current, next, now)).toBe(allowed);
  });
});
