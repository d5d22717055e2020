import { describe, expect, it } from "vitest";
import { vipLevelGroups } from "./vip-groups.ts";

const levels = (...numbers: number[]) => numbers.map((level) => ({ level }));
const shape = (groups: ReturnType<typeof vipLevelGroups>) => groups.map((g) => [g.group, g.firstLevel, g.lastLevel, g.levels.map((l) => l.level)]);

describe("vipLevelGroups", () => {
  it.each([
    ["the default [1]: one group", levels(1, 2, 3, 4), [1], [[1, 1, 4, [1, 2, 3, 4]]]],
    ["steps of 3 from 1", levels(1, 2, 3, 4, 5, 6, 7), [1, 4, 7], [[1, 1, 3, [1, 2, 3]], [2, 4, 6, [4, 5, 6]], [3, 7, 7, [7]]]],
    ["every level a step: one level a group", levels(1, 2, 3), [1, 2, 3], [[1, 1, 1, [1]], [2, 2, 2, [2]], [3, 3, 3, [3]]]],
    ["unsorted levels and steps", levels(5, 1, 4, 2), [4, 1], [[1, 1, 2, [1, 2]], [2, 4, 5, [4, 5]]]],
    ["a step no level reaches", levels(1, 2, 3), [1, 3, 10], [[1, 1, 2, [1, 2]], [2, 3, 3, [3]]]],
    ["levels below the first step join group 1", levels(1, 2, 3), [2], [[1, 1, 3, [1, 2, 3]]]],
    ["no steps at all", levels(1, 2), [], [[1, 1, 2, [1, 2]]]],
    ["no levels", levels(), [1], []],
  ])("%s", (_, input, steps, expected) => {
    expect(shape(vipLevelGroups(input, steps))).toEqual(expected);
  });

  it("keeps each level's own fields", () => {
    const [group] = vipLevelGroups([{ level: 1, name: "Bronze" }], [1]);
    expect(group?.levels[0]).toEqual({ level: 1, name: "Bronze" });
  });
});
