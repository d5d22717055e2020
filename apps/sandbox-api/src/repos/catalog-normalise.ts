import { normaliseSearchText } from "@casino/domain";

/**
 * Lower case, accents removed, runs of white space as one space: "Piñata PARTY" and "pinata party" match.
 * The games table stores names this way (name_norm, search_text), and search terms are folded the same; it is the
 * domain's folding, so a client-side list finds and sorts what the server would.
 */
export const normaliseText = normaliseSearchText;

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped (use with ESCAPE '\\'). */
export function containsPattern(term: string): string {
  return `%${normaliseText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
