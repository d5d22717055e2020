import { QueryClient } from "@tanstack/react-query";
import { queryRetryDelay, shouldRetryQuery } from "@casino/api-client";

/**
 * The app's query client (DESIGN §5.7): a read retries only what can heal (timeout, offline, 5xx), at most twice
 * with backoff, so a 4xx or an answer off the contract shows at once; a mutation never retries by itself (a money
 * call is retried by the player, with its Idempotency-Key).
 */
export const createDefaultQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, retryDelay: queryRetryDelay },
      mutations: { retry: false },
    },
  });
