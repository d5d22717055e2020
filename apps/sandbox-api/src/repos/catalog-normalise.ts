// Letters that NFKD does not split into a base letter and a mark.
const foldedLetters: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * Lower case, accents removed, runs of white space as one space: "Piñata PARTY" and "pinata party" match.
 * The games table stores names this way (name_norm, search_text), and search terms are folded the same.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped (use with ESCAPE '\\'). */
export function containsPattern(term: string): string {
  return `%${normaliseText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
