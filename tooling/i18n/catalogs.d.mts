import type { CatalogEntry } from "./catalog-check.mjs";
export interface LocaleEntry extends CatalogEntry {
  notes: string[];
  folders: string[];
}
export function catalogFolders(root: string): string[];
export function localeEntries(root: string, locale: string): LocaleEntry[];
export function writeTranslations(root: string, locale: string, translations: ReadonlyMap<string, string>): number;
export function escapeCell(text: string): string;
export function unescapeCell(text: string): string;
