import { describe, expect, it } from "vitest";
import { filterOfShow, readPromotionsSearch } from "./promotions-search.ts";

describe("the promotions page's search parameters", () => {
  it.each([
    [{}, { show: "all", bonus: "" }],
    [{ show: "freespins", bonus: "free-spins-50" }, { show: "freespins", bonus: "free-spins-50" }],
    [{ show: "nonsense", bonus: 42 }, { show: "all", bonus: "" }],
    [{ modal: "login", show: "deposit" }, { show: "deposit", bonus: "" }],
    [null, { show: "all", bonus: "" }],
  ])("%j reads as %j", (search, expected) => {
    expect(readPromotionsSearch(search)).toEqual(expected);
  });

  const NOW = "2026-11-27T10:00:00.000Z";
  it.each([
    ["all", {}],
    ["today", { calendarDateTime: NOW }],
    ["deposit", { isDeposit: true }],
    ["no_deposit", { type: "no_deposit" }],
    ["freespins", { type: "freespins" }],
    ["instant_cashback", { type: "instant_cashback" }],
  ] as const)("%s asks get-all-bonus for %j", (show, filter) => {
    expect(filterOfShow(show, NOW)).toEqual(filter);
  });
});
