export function localeCodes(root: string): string[];
export function sameAsEnglishFor(root: string, locale: string): string[];
export const GLOSSARY_TERMS: string[];
export function readGlossary(root: string, locale: string): Record<string, unknown> | null;
export function glossaryProblems(glossary: Record<string, unknown> | null): string[];
