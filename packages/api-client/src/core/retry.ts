import { ApiError, DataLoadingError, TransportError } from "./errors.ts";

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

/**
 * Whether a money call's failure may hide an answer the API gave, so the same Idempotency-Key must go again: no
 * answer (timeout, offline), a 2xx that did not read, or a 5xx that is not the API's own (no code of ours: a gateway
 * or proxy in front of it, which may have given up after the API took the money). The API's own answers, 5xx with its
 * code included, are final for that key.
 */
export const answerMayBeLost = (error: unknown): boolean =>
  error instanceof TransportError ||
  error instanceof DataLoadingError ||
  (error instanceof ApiError && error.status >= 500 && error.code === `HTTP_${error.status}`);
