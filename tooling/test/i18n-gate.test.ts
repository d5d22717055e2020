// The translation gate of `npm test` (issue 31) over the real catalogs: every locale complete (each message
// translated, not left in English unless allowed, placeholders, tags and plurals kept) with its term list.
// tooling/i18n/pending-locales.json names the locales still being translated: for them only "what is there is
// valid" holds, and the list may not keep a locale that is complete. It shrinks to [] as locales are done.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localeReport } from "../i18n/catalog-check.mjs";
import { localeEntries } from "../i18n/catalogs.mjs";
import { glossaryProblems, localeCodes, readGlossary, sameAsEnglishFor } from "../i18n/locales.mjs";

const root = new URL("../..", import.meta.url).pathname;
const pending: string[] = JSON.parse(readFileSync(new URL("../i18n/pending-locales.json", import.meta.url), "utf8"));
const locales = localeCodes(root);
const report = (locale: string) => localeReport(locale, localeEntries(root, locale), sameAsEnglishFor(root, locale));
const describeBroken = (r: ReturnType<typeof report>) => r.broken.map((b) => `${JSON.stringify(b.english)} -> ${JSON.stringify(b.translated)}: ${b.problems.join("; ")}`);

describe("translation gate", () => {
  it("names only known, non-English locales as pending", () => {
    expect(pending.filter((locale) => !locales.includes(locale) || locale === "en")).toEqual([]);
  });

  it.each(locales.filter((locale) => !pending.includes(locale)))("%s is complete, with its term list", (locale) => {
    const r = report(locale);
    const english = new Map(localeEntries(root, "en").map((e) => [e.id, e.english]));
    expect(r.missing.map((id) => english.get(id)), `${locale}: messages without a translation`).toEqual([]);
    expect(r.untranslated.map((id) => english.get(id)), `${locale}: left in English (translate, or allow in tooling/i18n/same-as-english/${locale}.json)`).toEqual([]);
    expect(describeBroken(r), `${locale}: translations that break their message`).toEqual([]);
    if (locale !== "en") expect(glossaryProblems(readGlossary(root, locale)), `${locale}: tooling/i18n/glossary/${locale}.json`).toEqual([]);
  });

  it.each(pending)("%s, still pending, has only valid translations and is not yet complete", (locale) => {
    const r = report(locale);
    expect(describeBroken(r), `${locale}: translations that break their message`).toEqual([]);
    const done = r.complete && glossaryProblems(readGlossary(root, locale)).length === 0;
    expect(done, `${locale} is complete: remove it from tooling/i18n/pending-locales.json`).toBe(false);
  });
});
