import * as v from "valibot";
import { getApiClientConfig } from "./config.ts";
import { ApiError, DataLoadingError, NetworkError, TimeoutError, apiErrorFromBody, isSessionExpired } from "./errors.ts";

/** Spec §9: every call gives up after 15 s unless it asks for another timeout. */
export const TIMEOUT_MS = 15_000;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface ApiRequestOptions<S extends v.GenericSchema> {
  method?: HttpMethod;
  /** Path after the base URL, e.g. "/api/user/login". */
  path: string;
  /** Undefined and null values are left out. */
  query?: QueryParams;
  /** Sent as JSON; FormData, Blob and URLSearchParams go as they are (uploads). */
  body?: unknown;
  /** Schema of the whole response body (`{ success: true, data }`, see `successEnvelope`). */
  schema: S;
  /** True lets the browser cache the answer: no `Cache-Control`/`Pragma: no-cache`. */
  cache?: boolean;
  timeoutMs?: number;
  /** Sent as `Idempotency-Key` so a retried money call is applied once. */
  idempotencyKey?: string;
  /** The caller's cancel signal (react-query passes one); aborting rethrows its reason. */
  signal?: AbortSignal;
  /** False leaves out `x-system-token`; by default it is sent whenever one is configured. */
  systemToken?: boolean;
  /** The session token to send instead of the current one: logout sends the token it ends, already forgotten here. */
  token?: string;
}

export function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
}

const isRawBody = (body: unknown) =>
  (typeof FormData !== "undefined" && body instanceof FormData) ||
  (typeof Blob !== "undefined" && body instanceof Blob) ||
  body instanceof URLSearchParams;

/** The spec §7 headers of a call; exported for the XHR upload, which must send exactly what fetch sends. */
export function buildHeaders(options: Pick<ApiRequestOptions<v.GenericSchema>, "body" | "cache" | "idempotencyKey" | "systemToken" | "token">): Headers {
  const config = getApiClientConfig();
  const headers = new Headers({ Accept: "application/json", "Accept-Language": config.getLanguage() });
  const token = options.token ?? config.getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (config.systemToken && options.systemToken !== false) headers.set("x-system-token", config.systemToken);
  if (!options.cache) {
    headers.set("Cache-Control", "no-cache");
    headers.set("Pragma", "no-cache");
  }
  if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
  if (options.body !== undefined && !isRawBody(options.body)) headers.set("Content-Type", "application/json");
  return headers;
}

function encodeBody(body: unknown): RequestInit["body"] {
  if (body === undefined) return undefined;
  return isRawBody(body) ? (body as RequestInit["body"]) : JSON.stringify(body);
}

/** A failed 2xx envelope (`{ success: false, code }`) from backends that do not use HTTP statuses. */
function failedEnvelope(status: number, body: unknown): ApiError | undefined {
  if (typeof body !== "object" || body === null || (body as { success?: unknown }).success !== false) return undefined;
  return apiErrorFromBody(status >= 300 ? status : 400, JSON.stringify(body));
}

/**
 * Performs one call of the contract: headers of spec §7, timeout, error mapping, schema check.
 * Throws ApiError (non-2xx; the session's 403 after onSessionExpired), DataLoadingError (2xx not matching `schema`),
 * NetworkError / TimeoutError (both TransportError), or the caller's abort reason.
 */
export async function apiRequest<S extends v.GenericSchema>(options: ApiRequestOptions<S>): Promise<v.InferOutput<S>> {
  const config = getApiClientConfig();
  const { method = "GET", path, timeoutMs = TIMEOUT_MS, signal } = options;
  signal?.throwIfAborted();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", forwardAbort, { once: true });

  let status: number;
  let text: string;
  const headers = buildHeaders(options);
  try {
    const doFetch = config.fetch ?? globalThis.fetch;
    const response = await doFetch(buildUrl(config.baseUrl, path, options.query), {
      method,
      headers,
      body: encodeBody(options.body) ?? null,
      signal: controller.signal,
    });
    status = response.status;
    // Reading the body stays under the same timeout: a stalled stream is as dead as a stalled connection.
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new TimeoutError(path, timeoutMs);
    if (signal?.aborted) throw signal.reason;
    throw new NetworkError(path, undefined, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }

  return readResponse(path, status, text, options.schema, headers.has("Authorization"));
}

/**
 * What an answer means, whichever transport brought it (fetch here, XMLHttpRequest for upload progress):
 * non-2xx and `{ success: false }` throw ApiError, the rest must match `schema`. The session's 403 (the API's
 * SESSION_EXPIRED code on a call that carried a token) runs onSessionExpired first; any other 403 (a proxy's or a
 * WAF's page, another code, a guest's call) is an ordinary ApiError and leaves the session alone.
 */
export function readResponse<S extends v.GenericSchema>(
  path: string,
  status: number,
  text: string,
  schema: S,
  sentToken: boolean,
): v.InferOutput<S> {
  if (status < 200 || status >= 300) {
    const error = apiErrorFromBody(status, text);
    if (sentToken && isSessionExpired(error)) getApiClientConfig().onSessionExpired();
    throw error;
  }

  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch (error) {
    throw new DataLoadingError(path, [], { cause: error });
  }
  const failure = failedEnvelope(status, body);
  if (failure) throw failure;
  const result = v.safeParse(schema, body);
  if (!result.success) throw new DataLoadingError(path, result.issues);
  return result.output;
}
