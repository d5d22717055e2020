import { describe, expect, it } from "vitest";
import { levelForPoints, loyaltyPointsFor, vipGroupOf, vipProgress } from "./vip-progress.ts";

const levels = [
  { level: 1, pointsRequired: 0 },
  { level: 2, pointsRequired: 100 },
  { level: 3, pointsRequired: 300 },
  { level: 4, pointsRequired: 1_000 },
];

describe("levelForPoints", () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [999, 3],
    [50_000, 4],
  ])("%i points -> level %i", (points, level) => {
    expect(levelForPoints(points, levels)).toBe(level);
  });
});

describe("vipGroupOf", () => {
  it.each([
    [1, [1], 1],
    [10, [1], 1],
    [4, [1, 5, 10], 1],
    [5, [1, 5, 10], 2],
    [12, [10, 1, 5], 3],
    [1, [], 1],
  ])("level %i with steps %j is group %i", (level, steps, group) => {
    expect(vipGroupOf(level, steps)).toBe(group);
  });
});

describe("vipProgress", () => {
  it.each([
    ["start", 1, 0, { level: 1, group: 1, nextLevel: 2, pointsToNext: 100, percent: 0 }],
    ["half way to 3", 2, 200, { level: 2, group: 1, nextLevel: 3, pointsToNext: 100, percent: 50 }],
    ["level kept above its points", 3, 250, { level: 3, group: 1, nextLevel: 4, pointsToNext: 750, percent: 0 }],
    ["top level", 4, 2_000, { level: 4, group: 1, nextLevel: null, pointsToNext: 0, percent: 100 }],
    ["top level with no points", 4, 0, { level: 4, group: 1, nextLevel: null, pointsToNext: 0, percent: 100 }],
    ["exactly at its own threshold: 0 of the way", 2, 100, { level: 2, group: 1, nextLevel: 3, pointsToNext: 200, percent: 0 }],
    ["one point short of the next", 2, 299, { level: 2, group: 1, nextLevel: 3, pointsToNext: 1, percent: 99 }],
    ["exactly at the next threshold, not raised yet", 2, 300, { level: 2, group: 1, nextLevel: 3, pointsToNext: 0, percent: 100 }],
    ["past the next threshold: capped", 1, 150, { level: 1, group: 1, nextLevel: 2, pointsToNext: 0, percent: 100 }],
  ])("%s", (_, level, points, expected) => {
    expect(vipProgress(level, points, levels, [1])).toEqual(expected);
  });

  it.each([
    ["steps of 1: every level its own group", [1, 2, 3, 4], 3, 3],
    ["steps of 3: level 3 closes the first group", [1, 4], 3, 1],
    ["steps of 3: level 4 opens the second", [1, 4], 4, 2],
  ])("%s", (_, steps, level, group) => {
    expect(vipProgress(level, 0, levels, steps).group).toBe(group);
  });

  it("takes a level the club does not list as starting from 0 points", () => {
    expect(vipProgress(0, 50, levels, [1])).toEqual({ level: 0, group: 1, nextLevel: 1, pointsToNext: 0, percent: 100 });
  });
});

describe("loyaltyPointsFor", () => {
  it.each([
    [0, 0, 0, 0],
    [9.99, 0, 0, 9.99],
    [10, 0, 1, 0],
    [255, 0, 25, 5],
    [0.2, 9.8, 1, 0],
    [0.1, 9.85, 0, 9.95],
    [25, 6.5, 3, 1.5],
    [-5, 3, 0, 3],
  ])("%d wagered with %d carried -> %i points, %d carried on", (amount, carried, points, rest) => {
    expect(loyaltyPointsFor(amount, carried)).toEqual({ points, carried: rest });
  });

  it("adds many small bets up exactly", () => {
    let carried = 0;
    let points = 0;
    for (let bet = 0; bet < 1000; bet += 1) {
      const earned = loyaltyPointsFor(0.1, carried);
      points += earned.points;
      carried = earned.carried;
    }
    expect({ points, carried }).toEqual({ points: 10, carried: 0 });
  });
});
