// The locale list and the same-as-English allow-list for plain node (the list's source of truth is @casino/i18n's
// locales.ts, TypeScript that node 20 cannot import, so it is read as text; tooling/test/i18n-check.test.ts checks the
// two agree through vitest, which can import both).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** LOCALE_CODES of packages/i18n/src/locales.ts, in its order. */
export function localeCodes(root) {
  const source = readFileSync(join(root, "packages", "i18n", "src", "locales.ts"), "utf8");
  const list = /export const LOCALE_CODES = \[([^\]]*)\]/.exec(source);
  if (list === null) throw new Error("packages/i18n/src/locales.ts has no LOCALE_CODES list");
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/**
 * English texts a locale may keep unchanged (tooling/i18n/same-as-english/): all.json for every locale (product
 * names, codes), plus the locale's own {locale}.json (a word the language uses as it is, e.g. "Casino" in German).
 */
export function sameAsEnglishFor(root, locale) {
  const read = (name) => {
    const path = join(root, "tooling", "i18n", "same-as-english", `${name}.json`);
    return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : [];
  };
  return [...read("all"), ...read(locale)];
}

/** The terms every locale's term list must give (issue 31): the casino words a translator must use consistently. */
export const GLOSSARY_TERMS = ["bonus", "wagering", "deposit", "withdrawal", "limit", "self-exclusion", "free spins", "cashback"];

/** A locale's term list (tooling/i18n/glossary/{locale}.json), or null when it has none. */
export function readGlossary(root, locale) {
  const path = join(root, "tooling", "i18n", "glossary", `${locale}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** What a term list lacks: the missing list itself, or each required term without a non-empty text. */
export function glossaryProblems(glossary) {
  if (glossary === null) return ["no term list"];
  return GLOSSARY_TERMS.filter((term) => typeof glossary[term] !== "string" || glossary[term].trim() === "").map((term) => `no term for "${term}"`);
}
