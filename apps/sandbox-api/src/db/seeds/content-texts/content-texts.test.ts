import { describe, expect, it } from "vitest";
import { contentLocales } from "../catalog-content.ts";
import { englishTexts } from "../catalog-content-texts.ts";
import { translatedTexts } from "./index.ts";

// Issue 31: a non-English visit shows no English outside the legal bodies. The type TranslatedContentTexts makes each
// locale give exactly the translatable keys; these tests hold the data to it at run time and against English.
const translatable = [...Object.keys(englishTexts).filter((key) => !key.endsWith(".html") && key !== "welcome.promotion"), "legal.note"].sort();
const others = contentLocales.filter((locale) => locale !== "en");

describe("content texts of the other 37 locales", () => {
  it("exist for every locale, and for no other", () => {
    expect(Object.keys(translatedTexts).sort()).toEqual([...others].sort());
  });

  it.each(others)("%s gives every translatable key, none empty", (locale) => {
    const texts = translatedTexts[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(translatable);
    expect(Object.entries(texts).filter(([, value]) => String(value).trim() === "")).toEqual([]);
  });

  it.each(others)("%s leaves no text in English", (locale) => {
    const texts: Record<string, string> = { ...(translatedTexts[locale] ?? {}) };
    expect(Object.keys(texts).filter((key) => texts[key] === englishTexts[key])).toEqual([]);
  });

  it.each(others)("%s keeps the welcome offer's figures (1000, 100, 35)", (locale) => {
    const texts: Record<string, string> = { ...(translatedTexts[locale] ?? {}) };
    for (const key of ["welcome.text", "faq.items.5.answer"]) expect(texts[key], key).toMatch(/1[\s.,\u00a0\u202f]?000/);
    expect(texts["faq.items.5.answer"]).toMatch(/35/);
  });
});
