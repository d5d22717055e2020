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
 * `fold` worked out once per game object: games are read-only (parsed answers in the query cache), so their folded
 * texts need not be worked out again at every keystroke of a search or every comparison of a sort.
 */
function foldedOncePerGame<Game extends object>(fold: (game: Game) => string): (game: Game) => string {
  const folded = new WeakMap<Game, string>();
  return (game) => {
    let text = folded.get(game);
    if (text === undefined) {
      text = fold(game);
      folded.set(game, text);
    }
    return text;
  };
}

// Name and provider joined by a space: a word has none, so it cannot match across the two.
const foldedSearchText = foldedOncePerGame((game: SearchableGame) => normaliseSearchText(`${game.name} ${game.provider}`));

/** A game's name folded as the server's name_norm (the name sort's key), worked out once per game object. */
export const foldedName = foldedOncePerGame((game: { name: string }) => normaliseSearchText(game.name));

/**
 * The test of one query, its words folded once: a list filters with it. Every word of the query must occur
 * somewhere in the game's name or provider, in any order. Substring rather than word prefix: the server matches a
 * substring too ("ook" finds "Book of Ra"), so a client-side list never hides a game the lobby search shows; several
 * words narrow ("book ra" finds it, "ra book" as well, which the server's whole-phrase match would not).
 */
export function gameSearchFilter(query: string): (game: SearchableGame) => boolean {
  const words = searchWords(query);
  if (words.length === 0) return () => true;
  return (game) => {
    const text = foldedSearchText(game);
    return words.every((word) => text.includes(word));
  };
}

/** gameSearchFilter for a single game. */
export function gameMatchesSearch(game: SearchableGame, query: string): boolean {
  return gameSearchFilter(query)(game);
}

/** The games of the chosen providers (by slug); no provider chosen means all games, in their order. */
export function filterByProviders<T extends { providerSlug: string }>(games: readonly T[], providerSlugs: readonly string[]): T[] {
  if (providerSlugs.length === 0) return [...games];
  const chosen = new Set(providerSlugs);
  return games.filter((game) => chosen.has(game.providerSlug));
}

/**
 * The providers whose name holds every word of the query (case and accents ignored, any order); an empty query
 * keeps them all. Substring, as the game search, so "play" finds "Pragmatic Play" and "Playson".
 */
export function filterProvidersByName<T extends { name: string }>(providers: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...providers];
  return providers.filter((provider) => {
    const name = normaliseSearchText(provider.name);
    return words.every((word) => name.includes(word));
  });
}
