import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it.each([
    [1234.5, "EUR", "en", false, "€1,234.50"],
    [1234.5, "EUR", "de", false, "1.234,50 €"],
    [0, "CAD", "en", false, "CA$0.00"],
    [99.999, "USD", "en", false, "$100.00"],
    [0.00012345, "BTC", "en", true, "BTC 0.00012345"],
    [1.5, "BTC", "en", true, "BTC 1.50"],
    [12.3456789, "USDT", "en", true, "12.3456789 USDT"],
  ])("%d %s in %s (crypto %s) -> %s", (amount, currency, locale, crypto, expected) => {
    expect(formatMoney(amount, currency, locale, { crypto }).replace(/\u00a0/g, " ")).toBe(expected);
  });
});
