import { describe, expect, it } from "vitest";
import { firstVisibleSlide, lobbyRows, winOfMonth } from "./lobby-rows.ts";

describe("lobbyRows: categories with games, in the server's order", () => {
  const row = (slug: string, games: number) => ({ slug, games: Array.from({ length: games }, (_, i) => i) });
  it.each([
    [[], []],
    [[row("slots", 12)], ["slots"]],
    [[row("new", 0), row("slots", 3)], ["slots"]],
    [[row("popular", 12), row("jackpots", 0), row("live-casino", 1)], ["popular", "live-casino"]],
    [[row("new", 0)], []],
  ])("%j -> %j", (categories, expected) => expect(lobbyRows(categories).map((c) => c.slug)).toEqual(expected));
});

describe("firstVisibleSlide: the slide at a native scroll position", () => {
  it.each([
    [0, 200, 12, 0],
    [90, 200, 12, 0],
    [110, 200, 12, 1],
    [400, 200, 12, 2],
    [-400, 200, 12, 2],
    [99_999, 200, 12, 11],
    [300, 0, 12, 0],
    [300, 200, 0, 0],
  ])("offset %d, step %d, %d slides -> %d", (offset, step, count, expected) =>
    expect(firstVisibleSlide(offset, step, count)).toBe(expected),
  );
});

describe("winOfMonth: 700 in the player's currency, EUR for guests", () => {
  it.each([
    [undefined, { amount: 700, currency: "EUR", crypto: false }],
    [null, { amount: 700, currency: "EUR", crypto: false }],
    [{ currencyCode: "USD" }, { amount: 700, currency: "USD", crypto: false }],
    [{ currencyCode: "TRY", isCrypto: false }, { amount: 700, currency: "TRY", crypto: false }],
    [{ currencyCode: "BTC", isCrypto: true }, { amount: 700, currency: "BTC", crypto: true }],
    [{ currencyCode: "", isCrypto: true }, { amount: 700, currency: "EUR", crypto: false }],
    [{ currencyCode: "  " }, { amount: 700, currency: "EUR", crypto: false }],
  ])("%j -> %j", (player, expected) => expect(winOfMonth(player)).toEqual(expected));
});
