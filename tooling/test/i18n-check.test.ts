import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { hasNoWords, localeReport, messageShape, pluralCategories, translationProblems } from "../i18n/catalog-check.mjs";
import { escapeCell, localeEntries, unescapeCell, writeTranslations } from "../i18n/catalogs.mjs";
import { glossaryProblems, GLOSSARY_TERMS, localeCodes, sameAsEnglishFor } from "../i18n/locales.mjs";
import { removeTree, writeTree } from "./temp-tree.ts";

describe("messageShape", () => {
  it("finds placeholders, tags and plurals, nested ones too", () => {
    expect(messageShape("Hi <0>{name}</0>, {count, plural, one {# game of {total}} other {# games}} {n, number}")).toEqual({
      args: ["count", "n", "name", "total"],
      tags: ["</0>", "<0>"],
      plurals: [{ arg: "count", type: "plural", keys: ["one", "other"] }],
      selects: [],
    });
  });

  it("reads self-closing tags and selects", () => {
    expect(messageShape("<1/> {kind, select, deposit {In} other {Out}}")).toMatchObject({ tags: ["<1/>"], selects: [{ arg: "kind", keys: ["deposit", "other"] }] });
  });

  it("is null for text that is not ICU", () => {
    expect(messageShape("Open {brace")).toBeNull();
  });
});

describe("pluralCategories", () => {
  it.each<[string, string[]]>([
    ["en", ["one", "other"]],
    ["ja", ["other"]],
    ["pl", ["few", "many", "one", "other"]],
    ["ar", ["few", "many", "one", "other", "two", "zero"]],
  ])("%s needs %j", (locale, categories) => {
    expect([...pluralCategories(locale)].sort()).toEqual(categories);
  });
});

describe("translationProblems", () => {
  it.each<[string, string, string, string[]]>([
    ["de", "Hello {name}", "Hallo {name}", []],
    ["de", "Hello {name}", "Hallo {Name}", ["drops placeholder {name}", "adds placeholder {Name}"]],
    ["de", "Hello {name}", "Hallo", ["drops placeholder {name}"]],
    ["fr", "Read <0>the terms</0>", "Lire <0>les conditions</0>", []],
    ["fr", "Read <0>the terms</0>", "Lire les conditions", ["tags differ: English </0> <0>, translation none"]],
    ["fr", "Read <0>the terms</0>", "Lire <0>les conditions", ["tags differ: English </0> <0>, translation <0>"]],
    ["pl", "{n, plural, one {# game} other {# games}}", "{n, plural, one {# gra} few {# gry} many {# gier} other {# gry}}", []],
    ["pl", "{n, plural, one {# game} other {# games}}", "{n, plural, one {# gra} other {# gier}}", ["plural {n} lacks few, many (pl needs few, many, one, other)"]],
    ["ja", "{n, plural, one {# game} other {# games}}", "{n, plural, other {# ゲーム}}", []],
    ["ja", "{n, plural, one {# game} other {# games}}", "# ゲーム {n}", ["plural {n} is missing"]],
    ["de", "{kind, select, deposit {Deposit} other {Withdrawal}}", "{kind, select, other {Auszahlung}}", ["select {kind} lacks deposit"]],
    ["de", "{kind, select, deposit {Deposit} other {Withdrawal}}", "Einzahlung", ["drops placeholder {kind}", "select {kind} is missing"]],
    ["de", "Hello {name}", "Hallo {name", ["not valid ICU (unbalanced braces or a broken plural)"]],
  ])("%s %j -> %j", (locale, english, translated, problems) => {
    expect(translationProblems(locale, english, translated)).toEqual(problems);
  });
});

describe("hasNoWords", () => {
  it.each<[string, boolean]>([
    ["{0} / {1}", true],
    ["<0>{name}</0>:", true],
    ["{position} of {count}", false],
    ["{n, plural, one {#} other {#}}", false],
    ["OK", false],
  ])("%j -> %s", (text, expected) => {
    expect(hasNoWords(text)).toBe(expected);
  });
});

describe("localeReport", () => {
  const entries = [
    { id: 1, english: "Casino", translated: "Casino" },
    { id: 2, english: "Deposit", translated: "Einzahlen" },
    { id: 3, english: "Withdraw", translated: "" },
    { id: 4, english: "Balance {0}", translated: "Guthaben" },
    { id: 5, english: "{0} / {1}", translated: "{0} / {1}" },
    { id: 6, english: "Limits", translated: "Limits" },
  ];

  it("counts missing, same-as-English (unless allowed or wordless) and broken messages", () => {
    const report = localeReport("de", entries, ["Casino"]);
    expect(report).toMatchObject({ total: 6, translated: 4, missing: [3], untranslated: [6], complete: false });
    expect(report.broken).toEqual([{ id: 4, english: "Balance {0}", translated: "Guthaben", problems: ["drops placeholder {0}"] }]);
  });

  it("is complete when every message is translated, allowed or wordless, and none is broken", () => {
    const fixed = entries.map((e) => (e.id === 3 ? { ...e, translated: "Auszahlen" } : e.id === 4 ? { ...e, translated: "Guthaben {0}" } : e));
    expect(localeReport("de", fixed, ["Casino", "Limits"])).toMatchObject({ translated: 6, complete: true });
  });

  it("does not count English itself as untranslated", () => {
    expect(localeReport("en", entries.map((e) => ({ ...e, translated: e.english })))).toMatchObject({ complete: true });
  });
});

describe("glossaryProblems", () => {
  const full = Object.fromEntries(GLOSSARY_TERMS.map((term) => [term, `${term}!`]));

  it("accepts a term list with every term", () => {
    expect(glossaryProblems(full)).toEqual([]);
  });

  it("names a missing list and each missing or empty term", () => {
    expect(glossaryProblems(null)).toEqual(["no term list"]);
    expect(glossaryProblems({ ...full, wagering: " ", cashback: undefined })).toEqual(['no term for "wagering"', 'no term for "cashback"']);
  });
});

describe("catalog files", () => {
  let root = "";
  afterEach(() => removeTree(root));

  const po = (locale: string, items: Array<[string, string]>, note = "") =>
    `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n\n` + items.map(([id, str]) => `${note}#: src/a.tsx\nmsgid "${id}"\nmsgstr "${str}"\n`).join("\n");

  it("merge a message several packages share into one entry, translated only when every package has it", () => {
    root = writeTree({
      "packages/a/src/locales/en.po": po("en", [["Deposit", "Deposit"], ["Play {0}", "Play {0}"]], "#. placeholder {0}: game.name\n"),
      "packages/a/src/locales/pl.po": po("pl", [["Deposit", "Wpłata"], ["Play {0}", ""]]),
      "packages/b/src/locales/en.po": po("en", [["Deposit", "Deposit"]]),
      "packages/b/src/locales/pl.po": po("pl", [["Deposit", ""]]),
      "packages/c/src/other.txt": "no catalogs here",
    });
    expect(localeEntries(root, "pl")).toEqual([
      { id: 1, english: "Deposit", translated: "", notes: ["placeholder {0}: game.name"], folders: ["packages/a", "packages/b"] },
      { id: 2, english: "Play {0}", translated: "", notes: ["placeholder {0}: game.name"], folders: ["packages/a"] },
    ]);

    expect(writeTranslations(root, "pl", new Map([["Deposit", "Wpłata"], ["Play {0}", "Graj w {0}"], ["Unknown", "x"]]))).toBe(2);
    expect(localeEntries(root, "pl").map((e) => e.translated)).toEqual(["Wpłata", "Graj w {0}"]);
    expect(readFileSync(`${root}/packages/b/src/locales/pl.po`, "utf8")).toMatch(/msgid "Deposit"\nmsgstr "Wpłata"\n$/);
  });

  it("refuse to write a locale whose catalog does not exist yet", () => {
    root = writeTree({ "packages/a/src/locales/en.po": po("en", [["Deposit", "Deposit"]]) });
    expect(() => writeTranslations(root, "pl", new Map([["Deposit", "Wpłata"]]))).toThrow(/pl\.po does not exist/);
  });

  it("escape tabs, line breaks and backslashes to one line and back", () => {
    const text = "a\tb\nc \\n d";
    expect(escapeCell(text)).toBe("a\\tb\\nc \\\\n d");
    expect(unescapeCell(escapeCell(text))).toBe(text);
  });
});

describe("locale lists", () => {
  const root = new URL("../..", import.meta.url).pathname;

  it("read @casino/i18n's LOCALE_CODES as they are, in order", () => {
    expect(localeCodes(root)).toEqual([
      "en", "de", "fr", "es", "it", "pt", "pt-BR", "nl", "pl", "cs", "sk", "hu", "ro",
      "bg", "el", "tr", "ru", "uk", "fi", "sv", "nb", "da", "et", "lv", "lt", "sl",
      "hr", "sr", "ja", "ko", "zh", "hi", "th", "vi", "id", "ar", "he", "fa",
    ]);
  });

  it("allow the shared codes in every locale", () => {
    expect(sameAsEnglishFor(root, "ja")).toEqual(expect.arrayContaining(["IBAN", "RTP"]));
  });
});
