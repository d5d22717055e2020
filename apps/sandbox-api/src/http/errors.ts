import { SESSION_EXPIRED_CODE } from "@casino/api-client";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

export interface ErrorBody {
  success: false;
  code: string;
  message: string;
}

/**
 * Throw from a handler; the app's error handler turns it into `{ success: false, code, message }` plus
 * `extra` (fields the client reads from the error's details, e.g. `frozenUntil`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message = "Please check fields with errors", code = "BAD_REQUEST") =>
  new ApiError(400, code, message);
export const unauthorized = (message = "Unauthorized", code = "UNAUTHORIZED") =>
  new ApiError(401, code, message);
/**
 * The session's 403: the client clears the token and goes to login only for a 403 with this code (api-client's
 * SESSION_EXPIRED_CODE) on a call that carried a token; any other 403 is an ordinary error there.
 */
export const forbidden = (message = "Session expired", code = SESSION_EXPIRED_CODE) =>
  new ApiError(403, code, message);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new ApiError(404, code, message);

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json<ErrorBody, ContentfulStatusCode>({ success: false, code, message }, status);
}

const codeByStatus: Partial<Record<number, string>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) {
    if (!error.extra) return jsonError(c, error.status, error.code, error.message);
    return c.json({ ...error.extra, success: false, code: error.code, message: error.message }, error.status);
  }
  // Hono's own 4xx (malformed JSON body, body limit, ...).
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    const code = codeByStatus[error.status] ?? "BAD_REQUEST";
    return jsonError(c, error.status as ContentfulStatusCode, code, error.message || "Bad request");
  }
  console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
  return jsonError(c, 500, "INTERNAL_SERVER_ERROR", "Internal server error");
};

export const onNotFound: NotFoundHandler = (c) =>
  jsonError(c, 404, "NOT_FOUND", `Not found: ${c.req.method} ${c.req.path}`);
