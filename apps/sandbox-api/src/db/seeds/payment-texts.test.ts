import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishMovementLabels, movementLabelsByLocale } from "../../repos/movement-labels.ts";
import { contentLocales } from "./catalog-content.ts";
import { methodTitlesByLocale } from "./payment-texts.ts";
import { paymentMethodSeeds } from "./payments-method-data.ts";

// Issue 31: the cashier's method titles and the history's movement names read in the player's language.
const others = contentLocales.filter((locale) => locale !== "en");
const english = Object.fromEntries(paymentMethodSeeds.map((m) => [m.name, m.title]));

/** The interface's translations in `locale` (packages/account's catalog), by English message. */
function interfaceTexts(locale: string): Map<string, string> {
  const po = readFileSync(new URL(`../../../../../packages/account/src/locales/${locale}.po`, import.meta.url), "utf8");
  return new Map([...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)].map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string]));
}

describe("payment method titles and movement names of the other 37 locales", () => {
  it("exist for every locale, and for no other", () => {
    expect(Object.keys(methodTitlesByLocale).sort()).toEqual([...others].sort());
    expect(Object.keys(movementLabelsByLocale).sort()).toEqual([...others].sort());
  });

  it.each(others)("%s titles seeded methods, each unlike English but for the code in brackets", (locale) => {
    for (const [name, title] of Object.entries(methodTitlesByLocale[locale]!)) {
      expect(english[name], name).toBeDefined();
      expect(title, `${locale} ${name}`).not.toBe(english[name]);
      expect(/\(([^)]+)\)$/.exec(title)?.[1] === "SEPA", `${locale} ${name}`).toBe(name === "bank_transfer");
    }
  });

  it.each(others)("%s names the movements as its interface names their types", (locale) => {
    const types = { bonus: "Bonus", bonus_conversion: "Bonus conversion", bonus_forfeit: "Bonus forfeited", rakeback: "Rakeback", cashback: "Cashback", referral: "Referral reward", refund: "Refund", adjustment: "Adjustment" };
    const translated = interfaceTexts(locale);
    for (const [kind, message] of Object.entries(types)) {
      expect(englishMovementLabels[kind as keyof typeof types]).toBe(message);
      expect(movementLabelsByLocale[locale]![kind as keyof typeof types], `${locale} ${kind}`).toBe(translated.get(message));
    }
  });
});
