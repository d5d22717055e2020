import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "@casino/i18n";
import { formatMoney } from "./format-money.ts";

/** A locale's own digits (Arabic-Indic in ar, Persian in fa...) read back as 0-9. */
function digitReader(locale: string): (text: string) => string {
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = new Map(Array.from({ length: 10 }, (_, digit) => [plain.format(digit), String(digit)]));
  return (text) => [...text].map((char) => digits.get(char) ?? "").join("");
}

const locale = fc.constantFrom(...LOCALE_CODES);
const fiat = fc.constantFrom("EUR", "USD", "INR", "TRY", "CAD", "BRL");

describe("formatMoney properties in all 38 locales (fast-check)", () => {
  it("covers every locale of the app", () => {
    expect(LOCALE_CODES).toHaveLength(38);
  });

  it("writes a fiat amount with exactly its cents: the digits shown are the amount's, rounded to 2 decimals", () => {
    fc.assert(
      fc.property(locale, fiat, fc.integer({ min: 0, max: 100_000_000_000 }), (code, currency, cents) => {
        const text = formatMoney(cents / 100, currency, code);
        expect(digitReader(code)(text)).toBe((cents / 100).toFixed(2).replace(".", ""));
      }),
      { numRuns: 3000 },
    );
  });

  it("writes crypto with 2 to 8 decimals and loses no satoshi", () => {
    fc.assert(
      fc.property(locale, fc.constantFrom("BTC", "USDT"), fc.integer({ min: 0, max: 2_100_000_000_000_000 }), (code, currency, sats) => {
        const exact = (sats / 1e8).toFixed(8).replace(/0{1,6}$/, "");
        const text = formatMoney(sats / 1e8, currency, code, { crypto: true });
        expect(digitReader(code)(text)).toBe(exact.replace(".", ""));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives the same text for the same amount every time (formatters are cached per locale, currency and digits)", () => {
    fc.assert(
      fc.property(locale, fiat, fc.double({ min: 0, max: 1e9, noNaN: true }), fc.boolean(), (code, currency, amount, crypto) => {
        expect(formatMoney(amount, currency, code, { crypto })).toBe(formatMoney(amount, currency, code, { crypto }));
      }),
    );
  });
});
