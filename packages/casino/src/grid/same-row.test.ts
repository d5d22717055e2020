import { describe, expect, it } from "vitest";
import { game } from "./test-kit.tsx";
import { sameRow, type GridRowProps } from "./VirtualGameGrid.tsx";

const pageOne = Array.from({ length: 8 }, (_, index) => game(index + 1));
const row: GridRowProps = {
  index: 0,
  offset: 0,
  columns: 4,
  games: pageOne,
  start: 4,
  end: 8,
  total: 5000,
  statsFor: null,
  onToggleStats: () => undefined,
  measureRef: () => undefined,
  deferTiles: () => false,
  height: 240,
};

describe("sameRow (the grid row's memo comparison)", () => {
  it.each<[string, Partial<GridRowProps>, boolean]>([
    ["the same props", {}, true],
    ["a longer list (a page arrived) with the row's games the same objects", { games: [...pageOne, game(9), game(10)] }, true],
    ["a game of the row replaced", { games: pageOne.map((item, index) => (index === 5 ? game(50) : item)) }, false],
    ["a game outside the row replaced", { games: pageOne.map((item, index) => (index === 1 ? game(50) : item)) }, true],
    ["the row's games not loaded before, loaded now", { start: 8, end: 12, games: [...pageOne, ...Array.from({ length: 4 }, (_, index) => game(index + 9))] }, false],
    ["another offset", { offset: 240 }, false],
    ["more columns", { columns: 5 }, false],
    ["its stats panel opened", { statsFor: "game-5" }, false],
    ["another height", { height: 250 }, false],
  ])("%s", (_, change, same) => {
    const before = change.start === undefined ? row : { ...row, start: change.start, end: change.end ?? row.end, games: pageOne };
    expect(sameRow(before, { ...row, ...change })).toBe(same);
  });
});
