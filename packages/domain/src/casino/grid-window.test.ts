import { describe, expect, it } from "vitest";
import { GRID_METRICS, gridColumns, gridRowCount, gridRowHeight, gridRowItems, mountedTileBound, shouldFetchNextPage } from "./grid-window.ts";

describe("gridColumns", () => {
  it.each([
    [0, 2],
    [Number.NaN, 2],
    [288, 2], // a 320 px phone minus the page padding
    [320, 2],
    [450, 2],
    [533, 2],
    [534, 3], // three tiles of 170 px and two gaps of 12
    [736, 4], // a 768 px tablet
    [1248, 6], // a 1280 px desktop
    [1400, 7], // the layout's widest
    [1443, 7],
    [1444, 8],
    [3840, 8],
  ])("%i px -> %i columns", (width, columns) => {
    expect(gridColumns(width)).toBe(columns);
  });
});

describe("gridRowCount and gridRowItems", () => {
  it.each([
    [0, 4, 0],
    [1, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [5000, 6, 834],
  ])("%i games in %i columns -> %i rows", (count, columns, rows) => {
    expect(gridRowCount(count, columns)).toBe(rows);
  });

  it.each([
    [0, 4, 10, { start: 0, end: 4 }],
    [2, 4, 10, { start: 8, end: 10 }],
    [3, 4, 10, { start: 10, end: 10 }],
    [1, 3, 0, { start: 0, end: 0 }],
  ])("row %i of %i columns over %i games", (row, columns, count, range) => {
    expect(gridRowItems(row, columns, count)).toEqual(range);
  });
});

describe("gridRowHeight", () => {
  it.each([
    [288, 2, Math.round(138 * 0.75 + 44 + 12)],
    [1200, 8, Math.round(((1200 - 84) / 8) * 0.75 + 44 + 12)],
  ])("%i px in %i columns", (width, columns, height) => {
    expect(gridRowHeight(width, columns)).toBe(height);
  });

  // The caption as laid out (47 px with the brands' fonts): the row's exact height, fractions kept as layout keeps them.
  it.each([
    [288, 2, 47, 138 * 0.75 + 47 + 12],
    [1232, 8, 47, 143.5 * 0.75 + 47 + 12],
    [1232, 8, 46.5, 143.5 * 0.75 + 46.5 + 12],
  ])("%i px in %i columns with a %f px caption", (width, columns, caption, height) => {
    expect(gridRowHeight(width, columns, caption)).toBeCloseTo(height, 10);
    expect(Number.isInteger(gridRowHeight(width, columns, caption))).toBe(false);
  });
});

describe("the mounted tiles stay about 150 at most, from a 320 px phone to a 4K screen", () => {
  it.each([
    [288, 568],
    [375, 812],
    [768, 1024],
    [1280, 800],
    [1920, 1080],
    [2560, 1440],
    [3840, 2160],
  ])("%i x %i", (width, height) => {
    const columns = gridColumns(width);
    const bound = mountedTileBound(height, gridRowHeight(width, columns), 2, columns);
    expect(bound).toBeLessThanOrEqual(150);
    expect(columns).toBeGreaterThanOrEqual(GRID_METRICS.minColumns);
  });
});

describe("shouldFetchNextPage", () => {
  const base = { loadedCount: 100, hasNextPage: true, blocked: false, threshold: 24 };
  it.each([
    ["far from the end", { lastRenderedIndex: 40 }, false],
    ["near the end", { lastRenderedIndex: 80 }, true],
    ["past the loaded games (dragged scrollbar)", { lastRenderedIndex: 2400 }, true],
    ["the last page is in", { lastRenderedIndex: 99, hasNextPage: false }, false],
    ["a page is on its way or failed", { lastRenderedIndex: 99, blocked: true }, false],
  ])("%s", (_, input, expected) => {
    expect(shouldFetchNextPage({ ...base, ...input })).toBe(expected);
  });
});
