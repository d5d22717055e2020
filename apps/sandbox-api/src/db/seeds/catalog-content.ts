import type { Seed } from "../seed.ts";
import { englishTexts, translatedTexts } from "./catalog-content-texts.ts";

/** The 38 interface languages (same list and order as @casino/i18n); content exists for each. */
export const contentLocales = [
  "en", "de", "fr", "es", "it", "pt", "pt-BR", "nl", "pl", "cs", "sk", "hu", "ro",
  "bg", "el", "tr", "ru", "uk", "fi", "sv", "nb", "da", "et", "lv", "lt", "sl",
  "hr", "sr", "ja", "ko", "zh", "hi", "th", "vi", "id", "ar", "he", "fa",
] as const;

export const catalogContentSeed: Seed = {
  id: "catalog-content",
  run(db) {
    const insertLocale = db.prepare("INSERT INTO content_locales (code) VALUES (?)");
    for (const locale of contentLocales) insertLocale.run(locale);
    const insertText = db.prepare("INSERT INTO content_texts (locale, key, value) VALUES (?, ?, ?)");
    for (const [key, value] of Object.entries(englishTexts)) insertText.run("en", key, value);
    for (const [locale, texts] of Object.entries(translatedTexts)) {
      for (const [key, value] of Object.entries(texts)) insertText.run(locale, key, value);
    }
  },
};
