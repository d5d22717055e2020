export interface MessageShape {
  args: string[];
  tags: string[];
  plurals: Array<{ arg: string; type: string; keys: string[] }>;
  selects: Array<{ arg: string; type: string; keys: string[] }>;
}
export interface CatalogEntry {
  id: number;
  english: string;
  translated: string;
}
export interface LocaleReport {
  locale: string;
  total: number;
  translated: number;
  missing: number[];
  untranslated: number[];
  broken: Array<{ id: number; english: string; translated: string; problems: string[] }>;
  complete: boolean;
}
export function messageShape(text: string): MessageShape | null;
export function pluralCategories(locale: string, type?: string): string[];
export function hasNoWords(text: string): boolean;
export function translationProblems(locale: string, english: string, translated: string): string[];
export function localeReport(locale: string, entries: ReadonlyArray<CatalogEntry>, sameAsEnglish?: ReadonlyArray<string>): LocaleReport;
