// Letters that NFKD does not split into a base letter and a mark. The sandbox stores names folded by this function
// (name_norm, search_text), so a client-side list finds and sorts what the server would.
const FOLDED_LETTERS: Record<string, string> = {
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

/** Lower case, accents removed, runs of white space as one space: "  Piñata   PARTY " -> "pinata party". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

export type SearchableGame = { name: string; provider: string };

/** The words of a query, normalised; an empty query has no words and matches everything. */
export const searchWords = (query: string): string[] => normaliseSearchText(query).split(" ").filter(Boolean);

/**
 * Every word of the query must occur somewhere in the game's name or provider, in any order.
 * Substring rather than word prefix: the server matches a substring too ("ook" finds "Book of Ra"), so a
 * client-side list never hides a game the lobby search shows; several words narrow ("book ra" finds it,
 * "ra book" as well, which the server's whole-phrase match would not).
 */
export function gameMatchesSearch(game: SearchableGame, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  // Name and provider joined by a space: a word has none, so it cannot match across the two.
  const text = normaliseSearchText(`${game.name} ${game.provider}`);
  return words.every((word) => text.includes(word));
}

/** The games of the chosen providers (by slug); no provider chosen means all games, in their order. */
export function filterByProviders<T extends { providerSlug: string }>(games: readonly T[], providerSlugs: readonly string[]): T[] {
  if (providerSlugs.length === 0) return [...games];
  const chosen = new Set(providerSlugs);
  return games.filter((game) => chosen.has(game.providerSlug));
}
