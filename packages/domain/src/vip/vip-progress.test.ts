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
  ])("%s", (_, level, points, expected) => {
    expect(vipProgress(level, points, levels, [1])).toEqual(expected);
  });
});

describe("loyaltyPointsFor", () => {
  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [255, 25],
  ])("%d wagered -> %i points", (amount, points) => {
    expect(loyaltyPointsFor(amount)).toBe(points);
  });
});
