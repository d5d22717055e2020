import { describe, expect, it } from "vitest";
import { betSteps, spinOutcome } from "./slot-engine.ts";

describe("spinOutcome", () => {
  it("is the same for the same session and round", () => {
    expect(spinOutcome("s-1", 7, 96, 5000)).toEqual(spinOutcome("s-1", 7, 96, 5000));
  });

  it.each([
    [96, 5000],
    [90, 5000],
    [97.5, 20],
  ])("returns about RTP %s%% (cap x%s) over 40,000 rounds", (rtp, cap) => {
    let paid = 0;
    const rounds = 40_000;
    for (let round = 0; round < rounds; round++) paid += spinOutcome("rtp-check", round, rtp, cap).multiplier;
    expect(Math.abs((paid / rounds) * 100 - rtp)).toBeLessThan(3);
  });

  it("never pays more than the cap and shows three equal symbols only on a win", () => {
    for (let round = 0; round < 2_000; round++) {
      const { multiplier, reels } = spinOutcome("cap", round, 96, 20);
      expect(multiplier).toBeLessThanOrEqual(20);
      expect(new Set(reels).size === 1).toBe(multiplier > 0);
    }
  });
});

describe("betSteps", () => {
  it.each([
    [0.1, 100, [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]],
    [0.25, 3, [0.25, 0.5, 1, 2, 3]],
    [1, 1, [1]],
  ])("from %s to %s", (min, max, expected) => expect(betSteps(min, max)).toEqual(expected));
});
