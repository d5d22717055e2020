import { describe, expect, it } from "vitest";
import { contentLocales } from "../catalog-content.ts";
import { englishBonusTexts } from "../rewards-bonus-texts.ts";
import { bonusTextsByLocale } from "./index.ts";
import type { BonusSlug } from "./types.ts";

// Issue 31: a bonus reads in the player's language. The type BonusTextsOfLocale makes each locale give every bonus;
// these tests hold the data to English: the same terms, figures and markup, and no text left in English.
const others = contentLocales.filter((locale) => locale !== "en");
const slugs = Object.keys(englishBonusTexts.bonuses) as BonusSlug[];
const digits = (text: string): string[] => [...(text.match(/\d+/g) ?? [])].sort();
const tags = (text: string): string[] => [...(text.match(/<[^>]+>/g) ?? [])].sort();

describe("bonus texts of the other 37 locales", () => {
  it("exist for every locale, and for no other", () => {
    expect(Object.keys(bonusTextsByLocale).sort()).toEqual([...others].sort());
  });

  it.each(others)("%s gives every bonus as many terms as English, with its figures and markup", (locale) => {
    const texts = bonusTextsByLocale[locale]!;
    expect(tags(texts.seeTerms)).toEqual(tags(englishBonusTexts.seeTerms));
    for (const slug of slugs) {
      const english = englishBonusTexts.bonuses[slug];
      const translated = texts.bonuses[slug];
      expect(translated.items, `${locale} ${slug}`).toHaveLength(english.items.length);
      const all = (b: typeof english) => [b.name, b.bannerTitle, b.description, ...b.items].join(" ");
      // Every English figure stays (a language may add some: "2nd", "in 10 days").
      const left = digits(all(translated));
      const lost = digits(all(english)).filter((figure) => (left.includes(figure) ? (left.splice(left.indexOf(figure), 1), false) : true));
      expect(lost, `${locale} ${slug}: figures`).toEqual([]);
      expect(tags(all(translated)), `${locale} ${slug}: markup`).toEqual(tags(all(english)));
    }
  });

  it.each(others)("%s leaves no sentence in English", (locale) => {
    const texts = bonusTextsByLocale[locale]!;
    const same = slugs.flatMap((slug) => {
      const english = englishBonusTexts.bonuses[slug];
      const translated = texts.bonuses[slug];
      // A name may be a loanword ("Cashback"); a sentence may not stay English.
      return [
        ...[english.description, ...english.items].filter((text, i) => text === [translated.description, ...translated.items][i]),
        ...(english.bannerTitle === translated.bannerTitle ? [english.bannerTitle] : []),
      ];
    });
    expect(same).toEqual([]);
    expect(texts.seeTerms).not.toBe(englishBonusTexts.seeTerms);
  });
});
