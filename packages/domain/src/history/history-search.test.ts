import { describe, expect, it } from "vitest";
import {
  casinoHistoryRequest,
  hasHistoryFilters,
  historyPageCount,
  historySearchParams,
  isIsoDay,
  parseHistorySearch,
  transactionsRequest,
  withHistoryChange,
  type HistorySearch,
} from "./history-search.ts";

const OPTIONS = { types: ["deposit", "withdrawal"], statuses: ["pending", "completed"] };
const DEFAULTS: HistorySearch = { view: "transactions", from: undefined, to: undefined, type: undefined, status: undefined, page: 1 };

describe("isIsoDay", () => {
  it.each([
    ["2026-11-22", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["22.11.2026", false],
    ["", false],
  ])("%j -> %s", (value, expected) => expect(isIsoDay(value)).toBe(expected));
});

describe("parseHistorySearch: invalid values fall back to their defaults", () => {
  it.each([
    [{}, DEFAULTS],
    [undefined, DEFAULTS],
    [{ view: "casino" }, { ...DEFAULTS, view: "casino" }],
    [{ view: "poker" }, DEFAULTS],
    [{ page: 3 }, { ...DEFAULTS, page: 3 }],
    [{ page: "4" }, { ...DEFAULTS, page: 4 }],
    [{ page: 0 }, DEFAULTS],
    [{ page: -2 }, DEFAULTS],
    [{ page: 1.5 }, DEFAULTS],
    [{ page: "abc" }, DEFAULTS],
    [{ from: "2026-11-01", to: "2026-11-22" }, { ...DEFAULTS, from: "2026-11-01", to: "2026-11-22" }],
    [{ from: "2026-11-31" }, DEFAULTS],
    [{ from: 20261101 }, DEFAULTS],
    [{ from: "2026-11-22", to: "2026-11-01" }, DEFAULTS],
    [{ type: "deposit", status: "completed" }, { ...DEFAULTS, type: "deposit", status: "completed" }],
    [{ type: "jackpot", status: "lost" }, DEFAULTS],
    [{ modal: "login", utm: "x", page: 2 }, { ...DEFAULTS, page: 2 }],
  ] as const)("%j", (raw, expected) => {
    expect(parseHistorySearch(raw, OPTIONS)).toEqual(expected);
  });
});

describe("historySearchParams writes only what differs from the defaults", () => {
  it.each([
    [DEFAULTS, { view: undefined, from: undefined, to: undefined, type: undefined, status: undefined, page: undefined }],
    [
      { view: "casino", from: "2026-11-01", to: undefined, type: "deposit", status: "pending", page: 2 },
      { view: "casino", from: "2026-11-01", to: undefined, type: "deposit", status: "pending", page: 2 },
    ],
  ] as const)("%j", (search, expected) => expect(historySearchParams(search)).toEqual(expected));
});

describe("withHistoryChange", () => {
  const onPage3: HistorySearch = { ...DEFAULTS, page: 3 };
  it.each([
    [{ type: "deposit" }, { ...DEFAULTS, type: "deposit", page: 1 }],
    [{ view: "casino" as const }, { ...DEFAULTS, view: "casino", page: 1 }],
    [{ from: "2026-11-01" }, { ...DEFAULTS, from: "2026-11-01", page: 1 }],
    [{ page: 4 }, { ...DEFAULTS, page: 4 }],
  ])("%j resets to page 1 unless it is a page change", (change, expected) => {
    expect(withHistoryChange(onPage3, change)).toEqual(expected);
  });
});

describe("requests", () => {
  const search: HistorySearch = { view: "transactions", from: "2026-11-01", to: "2026-11-22", type: "deposit", status: "pending", page: 3 };
  it("sends the set filters and the page's offset", () => {
    expect(transactionsRequest(search)).toEqual({ from: "2026-11-01", to: "2026-11-22", type: "deposit", status: "pending", limit: 20, offset: 40 });
    expect(transactionsRequest(DEFAULTS)).toEqual({ limit: 20, offset: 0 });
  });
  it("sends only the range to the casino history", () => {
    expect(casinoHistoryRequest(search, 100)).toEqual({ from: "2026-11-01", to: "2026-11-22", limit: 100, offset: 200 });
  });
  it.each([
    [DEFAULTS, false],
    [{ ...DEFAULTS, page: 4 }, false],
    [{ ...DEFAULTS, to: "2026-11-01" }, true],
    [{ ...DEFAULTS, status: "pending" }, true],
  ])("hasHistoryFilters(%j) -> %s", (value, expected) => expect(hasHistoryFilters(value)).toBe(expected));
});

describe("historyPageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
    [-3, 1],
  ])("%i rows -> %i pages", (count, pages) => expect(historyPageCount(count)).toBe(pages));
});
