import { useQueries } from "@tanstack/react-query";
import { gameDetailsQueryOptions, type GameSummary } from "@casino/api-client";
import type { TileGame } from "../tile/GameTile.tsx";

/** Tiles per row: a row scrolls sideways, and a guest's list would otherwise cost one request per stored game. */
export const ROW_MAX = 12;

/**
 * Tiles for stored slugs. Games the server already sent (`known`) are used as they are; the others come from
 * get-game, shared with the details page's cache (a game just viewed costs nothing). A game the catalogue no longer
 * has is left out; one still loading is `null` (a skeleton tile).
 */
export function useGameSummaries(slugs: readonly string[], known: readonly GameSummary[] = []): Array<TileGame | null> {
  const bySlug = new Map(known.map((game) => [game.slug, game]));
  const wanted = slugs.slice(0, ROW_MAX);
  const missing = wanted.filter((slug) => !bySlug.has(slug));
  const results = useQueries({
    queries: missing.map((slug) => ({ ...gameDetailsQueryOptions(slug), staleTime: 5 * 60_000 })),
  });
  const fetched = new Map(missing.map((slug, index) => [slug, results[index]]));
  return wanted.flatMap((slug): Array<TileGame | null> => {
    const game = bySlug.get(slug);
    if (game) return [game];
    const result = fetched.get(slug);
    if (result?.data) return [result.data];
    return result?.isPending ? [null] : [];
  });
}
