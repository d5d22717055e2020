// Bench "i18n": how complete each interface language is (issue 31's gate rules, tooling/i18n/catalog-check.mjs):
// messages translated of all, same-as-English, broken, the term list, and the compiled catalog's size per locale.
import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { localeReport } from "../i18n/catalog-check.mjs";
import { localeEntries } from "../i18n/catalogs.mjs";
import { glossaryProblems, localeCodes, readGlossary, sameAsEnglishFor } from "../i18n/locales.mjs";

export async function run({ root, log }) {
  const rows = [];
  for (const locale of localeCodes(root)) {
    const r = localeReport(locale, localeEntries(root, locale), sameAsEnglishFor(root, locale));
    const glossary = locale === "en" ? [] : glossaryProblems(readGlossary(root, locale));
    const compiled = join(root, "packages", "i18n", "src", "catalogs", `${locale}.ts`);
    const bytes = existsSync(compiled) ? statSync(compiled).size : null;
    const gzip = bytes === null ? null : gzipSync(readFileSync(compiled)).length;
    rows.push({ locale, translated: r.translated, total: r.total, missing: r.missing.length, sameAsEnglish: r.untranslated.length, broken: r.broken.length, glossary: glossary.length === 0, complete: r.complete && glossary.length === 0, catalogBytes: bytes, catalogGzip: gzip });
  }
  log(columns(
    ["locale", "translated", "missing", "same as en", "broken", "terms", "complete", "catalog", "gzip"],
    rows.map((r) => [r.locale, `${r.translated}/${r.total}`, String(r.missing), String(r.sameAsEnglish), String(r.broken), r.glossary ? "yes" : "no", r.complete ? "yes" : "no", r.catalogBytes === null ? "-" : `${(r.catalogBytes / 1000).toFixed(1)} KB`, r.catalogGzip === null ? "-" : `${(r.catalogGzip / 1000).toFixed(1)} KB`]),
  ));
  const complete = rows.filter((r) => r.complete).length;
  log(`${complete} of ${rows.length} locales complete`);
  // The gate in npm test (tooling/test/i18n-gate.test.ts) fails the build; the bench only reports.
  return { results: { locales: rows }, failures: [] };
}

/** Rows under a header, each column as wide as its widest cell; the first column left-aligned, the others right. */
export function columns(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}
