import { ApiError, TransportError } from "@casino/api-client";
import type { ResendFailure } from "./VerifyEmailExpiredView.tsx";

/** Why a resend of the verification e-mail failed, by the API's code (api-client email-verification.ts). */
export function resendFailureOf(error: unknown): ResendFailure {
  if (error instanceof TransportError) return "unreachable";
  if (error instanceof ApiError && error.code === "EMAIL_ALREADY_VERIFIED") return "already-verified";
  if (error instanceof ApiError && error.code === "NO_EMAIL") return "no-email";
  return "not-sent";
}
