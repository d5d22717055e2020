// The translation gate's rules (issue 31), pure: what a translation must keep of its English message, and how complete
// a locale's catalogs are. Plain node so the CLI (tooling/scripts/i18n.mjs) and the gate test share it.
// Tested in tooling/test/i18n-check.test.ts; the gate over the real catalogs is tooling/test/i18n-gate.test.ts.
import { parse } from "@messageformat/parser";

const TAG = /<\/?\d+\s*\/?>/g;

/**
 * What a message must keep in any language: its placeholders (`{name}`, `{n, number}`), its lingui tags (`<0>`,
 * `</0>`, `<1/>`) and, per plural or select, its argument. Null when the text is not valid ICU.
 */
export function messageShape(text) {
  let tokens;
  try {
    tokens = parse(text);
  } catch {
    return null;
  }
  const args = new Set();
  const tags = [];
  const plurals = [];
  const selects = [];
  const walk = (list) => {
    for (const token of list) {
      if (token.type === "content") tags.push(...(token.value.match(TAG) ?? []).map((tag) => tag.replace(/\s+/g, "")));
      else if (token.type === "argument" || token.type === "function") args.add(token.arg);
      else if (token.type === "plural" || token.type === "selectordinal" || token.type === "select") {
        args.add(token.arg);
        const keys = token.cases.map((c) => c.key);
        (token.type === "select" ? selects : plurals).push({ arg: token.arg, type: token.type, keys });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(tokens);
  return { args: [...args].sort(), tags: tags.sort(), plurals, selects };
}

/** The plural categories a language needs (CLDR via Intl), e.g. pl: one, few, many, other; ja: other. */
export function pluralCategories(locale, type = "plural") {
  return new Intl.PluralRules(locale, { type: type === "selectordinal" ? "ordinal" : "cardinal" }).resolvedOptions().pluralCategories;
}

/** Text a translator may keep as it is: nothing but placeholders, tags, digits, punctuation and spaces. */
export function hasNoWords(text) {
  const shape = messageShape(text);
  if (shape === null) return false;
  const stripped = text.replace(TAG, "").replace(/\{[^{}]*\}/g, "").replace(/[\d\s\p{P}\p{S}]/gu, "");
  return stripped.length === 0 && shape.plurals.length === 0 && shape.selects.length === 0;
}

/**
 * The problems of one translation against its English source, as short sentences (empty when it is fine):
 * invalid ICU, a placeholder or tag dropped or added, a plural or select on another argument, a plural without a
 * category the language needs, a select without the English cases.
 */
export function translationProblems(locale, english, translated) {
  const source = messageShape(english);
  const target = messageShape(translated);
  if (source === null) return ["the English message is not valid ICU"];
  if (target === null) return ["not valid ICU (unbalanced braces or a broken plural)"];
  const problems = [];
  const missing = source.args.filter((a) => !target.args.includes(a));
  const extra = target.args.filter((a) => !source.args.includes(a));
  if (missing.length > 0) problems.push(`drops placeholder ${missing.map((a) => `{${a}}`).join(", ")}`);
  if (extra.length > 0) problems.push(`adds placeholder ${extra.map((a) => `{${a}}`).join(", ")}`);
  if (source.tags.join(" ") !== target.tags.join(" ")) problems.push(`tags differ: English ${source.tags.join(" ") || "none"}, translation ${target.tags.join(" ") || "none"}`);
  for (const plural of target.plurals) {
    if (!source.plurals.some((p) => p.arg === plural.arg)) continue;
    const needed = pluralCategories(locale, plural.type).filter((c) => !plural.keys.includes(c));
    if (needed.length > 0) problems.push(`plural {${plural.arg}} lacks ${needed.join(", ")} (${locale} needs ${pluralCategories(locale, plural.type).join(", ")})`);
  }
  for (const plural of source.plurals) {
    if (!target.plurals.some((p) => p.arg === plural.arg)) problems.push(`plural {${plural.arg}} is missing`);
  }
  for (const select of source.selects) {
    const match = target.selects.find((s) => s.arg === select.arg);
    if (match === undefined) problems.push(`select {${select.arg}} is missing`);
    else {
      const lost = select.keys.filter((k) => !match.keys.includes(k));
      if (lost.length > 0) problems.push(`select {${select.arg}} lacks ${lost.join(", ")}`);
    }
  }
  return problems;
}

/**
 * One locale's completeness over all its messages (`entries`: { id, english, translated } with `translated` "" when
 * untranslated). `sameAsEnglish` lists the English texts this locale may keep unchanged (brand names, codes).
 * Returns the counts and each problem message, for the gate and the bench's table.
 */
export function localeReport(locale, entries, sameAsEnglish = []) {
  const allowed = new Set(sameAsEnglish);
  const missing = [];
  const untranslated = [];
  const broken = [];
  for (const { id, english, translated } of entries) {
    if (translated === "") {
      missing.push(id);
      continue;
    }
    const problems = translationProblems(locale, english, translated);
    if (problems.length > 0) broken.push({ id, english, translated, problems });
    if (locale !== "en" && translated === english && !allowed.has(english) && !hasNoWords(english)) untranslated.push(id);
  }
  const total = entries.length;
  const done = total - missing.length - untranslated.length;
  return { locale, total, translated: done, missing, untranslated, broken, complete: missing.length === 0 && untranslated.length === 0 && broken.length === 0 };
}
