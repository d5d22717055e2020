// The project's lingui catalogs on disk: every <folder>/src/locales/{locale}.po of the packages and apps (the folders
// of lingui.config.ts). Read and written with pofile, lingui's own .po library; `npm run i18n:extract` rewrites them in
// lingui's order afterwards, keeping every msgstr.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import PO from "pofile";

/** The folders holding catalogs (each <root>/<folder>/src/locales), sorted. */
export function catalogFolders(root) {
  const folders = [];
  for (const group of ["packages", "apps"]) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (existsSync(join(dir, name, "src", "locales", "en.po"))) folders.push(`${group}/${name}`);
    }
  }
  return folders;
}

const poPath = (root, folder, locale) => join(root, folder, "src", "locales", `${locale}.po`);

function readPo(path) {
  return existsSync(path) ? PO.parse(readFileSync(path, "utf8")) : null;
}

/**
 * A locale's messages over all folders, one entry per distinct English text in English order:
 * { id: 1-based number, english, translated ("" when untranslated anywhere), notes (the extracted comments),
 * folders }. A message several folders share counts once; it is translated when every folder has it translated.
 */
export function localeEntries(root, locale) {
  const byEnglish = new Map();
  for (const folder of catalogFolders(root)) {
    const english = readPo(poPath(root, folder, "en"));
    const translated = locale === "en" ? english : readPo(poPath(root, folder, locale));
    const texts = new Map((translated?.items ?? []).map((item) => [item.msgid, item.msgstr[0] ?? ""]));
    for (const item of english.items) {
      if (item.obsolete) continue;
      const text = texts.get(item.msgid) ?? "";
      const entry = byEnglish.get(item.msgid);
      if (entry === undefined) {
        byEnglish.set(item.msgid, { english: item.msgid, translated: text, notes: [...item.extractedComments], folders: [folder] });
      } else {
        entry.folders.push(folder);
        if (text === "") entry.translated = "";
        for (const note of item.extractedComments) if (!entry.notes.includes(note)) entry.notes.push(note);
      }
    }
  }
  return [...byEnglish.values()]
    .sort((a, b) => (a.english < b.english ? -1 : a.english > b.english ? 1 : 0))
    .map((entry, index) => ({ id: index + 1, ...entry }));
}

/**
 * Writes translations (English text -> translated text) into every folder's {locale}.po holding that message, and
 * returns how many msgstr it set. Messages not in a folder's catalog are not added: extraction owns the msgids.
 */
export function writeTranslations(root, locale, translations) {
  let written = 0;
  for (const folder of catalogFolders(root)) {
    const path = poPath(root, folder, locale);
    const po = readPo(path);
    if (po === null) throw new Error(`${path} does not exist: run npm run i18n:extract first`);
    let changed = false;
    for (const item of po.items) {
      const text = translations.get(item.msgid);
      if (text === undefined || item.msgstr[0] === text) continue;
      item.msgstr = [text];
      changed = true;
      written += 1;
    }
    if (changed) writeFileSync(path, po.toString().replace(/\n*$/, "\n"));
  }
  return written;
}

/** One line of the exchange files: tabs and line breaks escaped, so one message is one line. */
export const escapeCell = (text) => text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n");
export const unescapeCell = (text) => text.replace(/\\(\\|t|n)/g, (_, c) => (c === "t" ? "\t" : c === "n" ? "\n" : "\\"));
