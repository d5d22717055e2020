import { describe, expect, it } from "vitest";
import { contentLocales } from "../catalog-content.ts";
import { catalogTextsByLocale, englishCatalogTexts } from "./index.ts";
import type { CatalogTextsOfLocale } from "./types.ts";

// Issue 31: promotions, tournaments and VIP perks read in the player's language. The type CatalogTextsOfLocale makes
// each locale give every text; these tests hold the data to English: the same figures and markup, no sentence left in
// English, and the wording of the locale's own term list.
const others = contentLocales.filter((locale) => locale !== "en");
const digits = (text: string): string[] => [...(text.match(/[\d\u0660-\u0669\u06f0-\u06f9]+/g) ?? [])].map(western).sort();
const western = (figure: string) => figure.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
const tags = (text: string): string[] => [...(text.match(/<[^>]+>/g) ?? [])].sort();

/** The tier names a language writes as English does. */
const SAME_TIER_NAMES: Readonly<Record<string, readonly string[]>> = {
  da: ["Bronze"], de: ["Bronze", "Gold"], fr: ["Bronze"], id: ["Platinum"], pt: ["Bronze"], "pt-BR": ["Bronze"], sv: ["Silver"],
};

/** Every text of a locale, by a path such as "promotions.welcome-offer.summary". */
function entries(texts: CatalogTextsOfLocale): Array<[path: string, text: string]> {
  const walk = (value: unknown, path: string): Array<[string, string]> =>
    typeof value === "string" ? [[path, value]] : Object.entries(value as object).flatMap(([key, inner]) => walk(inner, path ? `${path}.${key}` : key));
  return walk(texts, "");
}

describe("rewards catalogue texts of the other 37 locales", () => {
  const english = new Map(entries(englishCatalogTexts));

  it("exist for every locale, and for no other", () => {
    expect(Object.keys(catalogTextsByLocale).sort()).toEqual([...others].sort());
  });

  it.each(others)("%s keeps the figures and the markup of each English text", (locale) => {
    for (const [path, text] of entries(catalogTextsByLocale[locale]!)) {
      const source = english.get(path)!;
      // Every English figure stays (a language may add some: "1 account per person").
      const left = digits(text);
      const lost = digits(source).filter((figure) => (left.includes(figure) ? (left.splice(left.indexOf(figure), 1), false) : true));
      expect(lost, `${locale} ${path}: figures`).toEqual([]);
      expect(tags(text), `${locale} ${path}`).toEqual(tags(source));
    }
  });

  it.each(others)("%s names the VIP tiers in its own words, as its perks do (\"All of Platinum\")", (locale) => {
    const { levels, perks } = catalogTextsByLocale[locale]!;
    expect(Object.values(levels).filter((name, i) => name === Object.values(englishCatalogTexts.levels)[i] && !SAME_TIER_NAMES[locale]?.includes(name))).toEqual([]);
    expect(perks["All of Platinum"]).toContain(levels.Platinum);
  });

  it.each(others)("%s leaves no sentence in English", (locale) => {
    // A name may be a loanword ("Cashback", "Gold"); a sentence, a summary or the link may not stay English.
    const sentences = entries(catalogTextsByLocale[locale]!).filter(([path]) => !/\.(title|name)$|^(perks|levels)\.|^terms\.heading$/.test(path));
    expect(sentences.filter(([path, text]) => text === english.get(path))).toEqual([]);
  });
});
