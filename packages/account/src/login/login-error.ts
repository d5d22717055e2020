import { ApiError } from "@casino/api-client";

/** How the login form shows a failed call. */
export type LoginServerError =
  | { kind: "invalid-credentials" }
  | { kind: "frozen"; message: string }
  | { kind: "server"; message: string }
  | { kind: "unavailable" }
  /** verifyEmailStatusOnLogin turned the player back; a new link was (or could not be) sent. */
  | { kind: "email-not-verified"; linkSent: boolean };

/** Wrong credentials and a frozen account by code; other 4xx with the server's text; network, 5xx and drift: try later. */
export function toLoginError(error: unknown): LoginServerError {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: "unavailable" };
  if (error.code === "INVALID_CREDENTIALS") return { kind: "invalid-credentials" };
  if (error.code === "ACCOUNT_FROZEN") return { kind: "frozen", message: error.message };
  return { kind: "server", message: error.message };
}
