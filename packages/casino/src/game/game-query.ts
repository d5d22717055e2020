import { ApiError, gameDetailsQueryOptions } from "@casino/api-client";

/** get-game for the details page and its loader: the same key as every other reader of the game's details. */
export const gameDetailsQuery = (slug: string) => gameDetailsQueryOptions(slug);

export const isGameNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
