#!/usr/bin/env node
// Translation workflow over all packages' catalogs (issue 31). Run from the repository root:
//   node tooling/scripts/i18n.mjs export <locale> [--all]  numbered English messages still to translate (all with --all,
//                                                          then with the current translation), one per line:
//                                                          id <TAB> English <TAB> current <TAB> translator notes
//   node tooling/scripts/i18n.mjs import <locale> <file>   lines "id <TAB> translation" into every package's .po;
//                                                          a translation that breaks a rule is reported and skipped
//   node tooling/scripts/i18n.mjs check [locale...]        the gate's rules; exits 1 when a locale is incomplete
//   node tooling/scripts/i18n.mjs table                    completeness per locale
// Tabs and line breaks inside a message are written \t and \n. After an import: npm run i18n:extract && npm run
// i18n:compile (extract puts the .po files back in lingui's order, compile refreshes packages/i18n/src/catalogs).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { localeReport, translationProblems } from "../i18n/catalog-check.mjs";
import { escapeCell, localeEntries, unescapeCell, writeTranslations } from "../i18n/catalogs.mjs";
import { localeCodes, sameAsEnglishFor } from "../i18n/locales.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [command, ...rest] = process.argv.slice(2);

function report(locale) {
  return localeReport(locale, localeEntries(root, locale), sameAsEnglishFor(root, locale));
}

function printReport(r, entries) {
  const english = new Map(entries.map((e) => [e.id, e.english]));
  console.log(`${r.locale}: ${r.translated}/${r.total} translated${r.complete ? ", complete" : ""}`);
  if (r.missing.length > 0) console.log(`  ${r.missing.length} missing: ${r.missing.slice(0, 12).join(", ")}${r.missing.length > 12 ? ", ..." : ""}`);
  for (const id of r.untranslated.slice(0, 20)) console.log(`  same as English (translate, or allow it in tooling/i18n/same-as-english/${r.locale}.json): ${id} ${JSON.stringify(english.get(id))}`);
  for (const b of r.broken) console.log(`  broken ${b.id} ${JSON.stringify(b.translated)}: ${b.problems.join("; ")}`);
}

if (command === "export") {
  const [locale, flag] = rest;
  if (!localeCodes(root).includes(locale)) throw new Error(`unknown locale ${locale}`);
  for (const e of localeEntries(root, locale)) {
    if (flag !== "--all" && e.translated !== "" && e.translated !== e.english) continue;
    console.log([e.id, escapeCell(e.english), escapeCell(e.translated), escapeCell(e.notes.join(" / "))].join("\t"));
  }
} else if (command === "import") {
  const [locale, file] = rest;
  if (!localeCodes(root).includes(locale) || locale === "en") throw new Error(`cannot import into locale ${locale}`);
  const entries = new Map(localeEntries(root, locale).map((e) => [e.id, e]));
  const translations = new Map();
  let rejected = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const tab = line.indexOf("\t");
    const entry = entries.get(Number(line.slice(0, tab)));
    if (tab < 0 || entry === undefined) {
      console.log(`skipped, no such message number: ${line.slice(0, 80)}`);
      rejected += 1;
      continue;
    }
    const text = unescapeCell(line.slice(tab + 1));
    const problems = translationProblems(locale, entry.english, text);
    if (problems.length > 0) {
      console.log(`skipped ${entry.id} ${JSON.stringify(text)}: ${problems.join("; ")}`);
      rejected += 1;
      continue;
    }
    translations.set(entry.english, text);
  }
  const written = writeTranslations(root, locale, translations);
  console.log(`${locale}: ${translations.size} translations accepted, ${rejected} skipped, ${written} msgstr written`);
  process.exitCode = rejected > 0 ? 1 : 0;
} else if (command === "check") {
  const locales = rest.length > 0 ? rest : localeCodes(root);
  let incomplete = 0;
  for (const locale of locales) {
    const entries = localeEntries(root, locale);
    const r = localeReport(locale, entries, sameAsEnglishFor(root, locale));
    printReport(r, entries);
    if (!r.complete) incomplete += 1;
  }
  process.exitCode = incomplete > 0 ? 1 : 0;
} else if (command === "table") {
  console.log("locale  translated  total  complete");
  for (const locale of localeCodes(root)) {
    const r = report(locale);
    console.log(`${locale.padEnd(6)}  ${String(r.translated).padStart(10)}  ${String(r.total).padStart(5)}  ${r.complete ? "yes" : "no"}`);
  }
} else {
  console.log("usage: i18n.mjs export <locale> [--all] | import <locale> <file> | check [locale...] | table");
  process.exitCode = 2;
}
