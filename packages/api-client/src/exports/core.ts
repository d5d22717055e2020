// Core: request, configuration, errors (see README "Request core").
export { configureApiClient, getApiClientConfig, resetApiClient } from "../core/config.ts";
export type { ApiClientConfig } from "../core/config.ts";
export { TIMEOUT_MS, apiRequest, buildUrl } from "../core/request.ts";
export { postKeepalive } from "../core/keepalive.ts";
export type { ApiRequestOptions, HttpMethod, QueryParams } from "../core/request.ts";
export {
  ApiError,
  DataLoadingError,
  NetworkError,
  TimeoutError,
  TransportError,
  SESSION_EXPIRED_CODE,
  isSessionExpired,
} from "../core/errors.ts";
export { MAX_QUERY_RETRIES, answerMayBeLost, isRetryableError, queryRetryDelay, shouldRetryQuery } from "../core/retry.ts";
export { MessageResponseSchema, successEnvelope } from "../core/envelope.ts";
export type { MessageResponse } from "../core/envelope.ts";
