import { describe, expect, it } from "vitest";
import { normaliseAmountInput, parseAmountInput, typedDecimals } from "./amount-input.ts";

describe("an amount as typed", () => {
  it.each<[string, string, string | undefined]>([
    ["plain", "25", "25"],
    ["a point", "12.5", "12.5"],
    ["a comma", "12,5", "12.5"],
    ["spaces around", "  100.00 ", "100.00"],
    ["Arabic-Indic digits and the Arabic decimal separator", "١٢٫٥٠", "12.50"],
    ["Persian digits", "۱۰۰٫۲۵", "100.25"],
    ["Devanagari digits", "२५.५", "25.5"],
    ["Bengali digits", "৫০", "50"],
    ["Thai digits", "๑๒.๓๔", "12.34"],
    ["full-width digits", "１００", "100"],
    ["a crypto amount", "0.00000001", "0.00000001"],
    ["two separators (grouping) are refused", "1,000.50", undefined],
    ["a minus sign", "-5", undefined],
    ["a plus sign", "+5", undefined],
    ["an exponent", "1e3", undefined],
    ["a separator alone", ",", undefined],
    ["a trailing separator", "12.", undefined],
    ["a leading separator", ".5", undefined],
    ["letters", "12 EUR", undefined],
    ["empty", "", undefined],
    ["a space inside", "1 000", undefined],
  ])("%s: %j -> %j", (_name, raw, expected) => {
    expect(normaliseAmountInput(raw)).toBe(expected);
    expect(parseAmountInput(raw)).toBe(expected === undefined ? undefined : Number(expected));
  });

  it.each([
    ["25", 0],
    ["25,5", 1],
    ["٢٥٫٥٠", 2],
    ["0.00000001", 8],
    ["abc", 0],
  ])("%j has %i decimals", (raw, decimals) => {
    expect(typedDecimals(raw)).toBe(decimals);
  });
});
