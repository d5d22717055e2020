import type { QueryClient } from "@tanstack/react-query";
import { ApiError, gameDetailsQueryOptions } from "@casino/api-client";
import { preloadImage } from "@casino/shell";

/** get-game for the details page and its loader: the same key as every other reader of the game's details. */
export const gameDetailsQuery = (slug: string) => gameDetailsQueryOptions(slug);

export const isGameNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Reads the game's details into the cache (or takes them from it), then asks for its picture (preloadImage). */
export async function readGameWithPicture(queryClient: QueryClient, slug: string): Promise<void> {
  const game = await queryClient.fetchQuery(gameDetailsQuery(slug));
  preloadImage(game.thumbnailUrl);
}
