import { foldedName } from "./game-search.ts";
import { DEFAULT_LOBBY_ORDERS, type LobbyOrder, type LobbySort } from "./lobby-search.ts";

/** The fields a list needs to sort like get-games; values may be missing (null) in stored or partial data. */
export type SortableGame = {
  slug: string;
  name: string;
  rtp?: number | null | undefined;
  minBet?: number | null | undefined;
  maxBet?: number | null | undefined;
  maxMultiplier?: number | null | undefined;
  /** YYYY-MM-DD, so text order is date order. */
  releaseDate?: string | null | undefined;
  /** Rank: 1 is the most played. */
  popularity?: number | null | undefined;
};

type SortValue = number | string | null | undefined;

// The server sorts names by their folded form (name_norm), so "Élan" sits with the E's, not after "Z".
const sortValue: Record<LobbySort, (game: SortableGame) => SortValue> = {
  popular: (game) => game.popularity,
  releaseDate: (game) => game.releaseDate,
  name: foldedName,
  returnToPlayer: (game) => game.rtp,
  maxMultiplier: (game) => game.maxMultiplier,
  minBet: (game) => game.minBet,
  maxBet: (game) => game.maxBet,
};

const isMissing = (value: SortValue): value is null | undefined =>
  value === null || value === undefined || (typeof value === "number" && Number.isNaN(value));

// Plain code-point order, not localeCompare: the server compares folded names byte-wise, and the locale's
// collation would order some names differently from the lobby.
const compareValues = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A comparator giving client-side lists (favourites, recent, related) the lobby's order for a sort.
 * Missing values go last in either direction (a game without an RTP is not "the lowest RTP"). Ties go by
 * folded name, then slug, both A-Z whatever the direction, so the order is total and repeatable.
 * The server breaks its ties by id instead; only games equal on the sort key can differ from the lobby.
 */
export function compareGames(sort: LobbySort, order: LobbyOrder = DEFAULT_LOBBY_ORDERS[sort]) {
  const valueOf = sortValue[sort];
  const direction = order === "asc" ? 1 : -1;
  return (a: SortableGame, b: SortableGame): number => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (isMissing(left) || isMissing(right)) {
      if (!isMissing(left)) return -1;
      if (!isMissing(right)) return 1;
    } else {
      const byValue = compareValues(left, right) * direction;
      if (byValue !== 0) return byValue;
    }
    return compareValues(foldedName(a), foldedName(b)) || compareValues(a.slug, b.slug);
  };
}

/** A sorted copy; the list passed in is left as it is (it may be cached query data). */
export const sortGames = <T extends SortableGame>(games: readonly T[], sort: LobbySort, order?: LobbyOrder): T[] =>
  [...games].sort(compareGames(sort, order));
