import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "@casino/i18n";
import { parseAmount, withdrawAmountProblem } from "./withdraw-form-schema.ts";

// Issue 25 point 8: what a player types in any of the 38 languages, the way that language writes a number (its own
// digits and decimal separator, no grouping), reads back as exactly that amount.
const locale = fc.constantFrom(...LOCALE_CODES);
const typed = (code: string, amount: number, decimals: number) =>
  new Intl.NumberFormat(code, { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);

describe("amount parsing properties in all 38 locales (fast-check)", () => {
  it("covers every locale of the app", () => {
    expect(LOCALE_CODES).toHaveLength(38);
  });

  it("reads a fiat amount written the locale's way as exactly its cents, and finds nothing wrong with it", () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 10_000_000_000 }), (code, cents) => {
        const text = typed(code, cents / 100, 2);
        expect(Math.round(parseAmount(text)! * 100)).toBe(cents);
        expect(withdrawAmountProblem(text, { crypto: false })).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a crypto amount to the satoshi, and refuses a ninth decimal as too many", () => {
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 2_100_000_000_000_000 }), (code, satoshis) => {
        const text = typed(code, satoshis / 1e8, 8);
        expect(Math.round(parseAmount(text)! * 1e8)).toBe(satoshis);
        expect(withdrawAmountProblem(text, { crypto: true })).toBeNull();
        expect(withdrawAmountProblem(`${text}1`, { crypto: true })).toBe("too-many-decimals");
      }),
      { numRuns: 2000 },
    );
  });

  it("never reads a negative, a non-finite number or text with anything but digits and one separator", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const amount = parseAmount(raw);
        if (amount === undefined) return;
        expect(Number.isFinite(amount) && amount >= 0).toBe(true);
        expect(raw.trim()).not.toMatch(/[^\p{Nd}.,\u066b]/u);
      }),
      { numRuns: 3000 },
    );
  });
});
