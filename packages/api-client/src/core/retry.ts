import { ApiError, TransportError } from "./errors.ts";

/** A read is tried at most this many more times after its first failure (DESIGN §5.7). */
export const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failure can heal by itself: a lost request (timeout, offline, dropped connection) or the server's 5xx.
 * A 4xx answer, a 2xx that breaks the contract (DataLoadingError) and anything else will not change on retry.
 */
export const isRetryableError = (error: unknown): boolean =>
  error instanceof TransportError || (error instanceof ApiError && error.status >= 500);

/** react-query's `retry` for reads: `failureCount` is the failures so far minus one (0 after the first). */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_QUERY_RETRIES && isRetryableError(error);

/** react-query's `retryDelay`: 1 s, then 2 s (doubling, at most 8 s). */
export const queryRetryDelay = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 8000);
