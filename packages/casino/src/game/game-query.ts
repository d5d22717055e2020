import { ApiError, TransportError, gameDetailsQueryOptions } from "@casino/api-client";

/** An answer (404 GAME_NOT_FOUND above all, or one not matching the schema) is final; only a lost request is retried. */
const retryLostRequests = (failures: number, error: unknown) => failures < 2 && error instanceof TransportError;

/** get-game for the details page and its loader: the same key as every other reader of the game's details. */
export const gameDetailsQuery = (slug: string) => ({ ...gameDetailsQueryOptions(slug), retry: retryLostRequests });

export const isGameNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
