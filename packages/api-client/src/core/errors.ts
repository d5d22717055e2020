import type * as v from "valibot";

/** A non-2xx answer: the server's machine code and human message (spec §8), plus the parsed body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error body as received (parsed JSON, or the raw text when it was not JSON). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A 2xx answer that does not match the call's schema: the UI shows "Data loading error". */
export class DataLoadingError extends Error {
  override readonly name = "DataLoadingError";
  constructor(
    /** The request path, to find the drifting call in logs. */
    readonly path: string,
    readonly issues: readonly v.BaseIssue<unknown>[],
    options?: { cause?: unknown },
  ) {
    super("Data loading error", options);
  }
}

/** No usable answer arrived at all; the UI says "Try again later" for any subclass. */
export class TransportError extends Error {
  override readonly name: string = "TransportError";
  constructor(
    readonly path: string,
    message = "Try again later",
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** fetch itself failed (offline, DNS, CORS, connection reset). */
export class NetworkError extends TransportError {
  override readonly name = "NetworkError";
}

/** The call took longer than its timeout (15 s by default) and was aborted. */
export class TimeoutError extends TransportError {
  override readonly name = "TimeoutError";
  constructor(
    path: string,
    readonly timeoutMs: number,
  ) {
    super(path);
  }
}

/** The API's code on the 403 that ends a session (an unknown, expired or revoked token); see README "Errors". */
export const SESSION_EXPIRED_CODE = "SESSION_EXPIRED";

/**
 * True for the 403 that means the session has ended: the API's own code, not any 403 (a proxy's or a WAF's page,
 * another code). For a call made with a token the client has already run onSessionExpired.
 */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === SESSION_EXPIRED_CODE;

const messageByStatus: Partial<Record<number, string>> = {
  404: "Not found",
  500: "Internal server error",
  503: "Service Unavailable",
};

/** Builds the ApiError of a failed response from its body text, whatever shape that body has. */
export function apiErrorFromBody(status: number, text: string): ApiError {
  let body: unknown = text;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, plain text): keep the text as details and use the fallbacks.
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record["code"] === "string" && record["code"] !== "" ? record["code"] : `HTTP_${status}`;
  const message =
    typeof record["message"] === "string" && record["message"] !== ""
      ? record["message"]
      : (messageByStatus[status] ?? "Something went wrong");
  return new ApiError(status, code, message, body);
}
