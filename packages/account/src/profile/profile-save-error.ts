import { ApiError } from "@casino/api-client";
import type { ProfileField } from "./profile-values.ts";

/** Server codes the profile and password forms show at a field (api-client README, update-user-details). */
export type ServerFieldCode =
  | "FIELD_LOCKED"
  | "EMAIL_TAKEN"
  | "PHONE_TAKEN"
  | "INVALID_DOB"
  | "INVALID_EMAIL"
  | "INVALID_PHONE"
  | "PHONE_TOO_SHORT"
  | "PHONE_TOO_LONG"
  | "INVALID_CURRENT_PASSWORD"
  | "CURRENT_PASSWORD_REQUIRED"
  | "INVALID_PASSWORD";

/** How a failed save shows: the server's message (with a field when its code names one), or "Try again later". */
export type SaveError =
  | { kind: "server"; code: string; message: string; field?: string; fieldCode?: ServerFieldCode }
  | { kind: "unavailable" };

const FIELD_OF_CODE: Partial<Record<string, string>> = {
  EMAIL_TAKEN: "email",
  INVALID_EMAIL: "email",
  PHONE_TAKEN: "phone",
  INVALID_PHONE: "phone",
  PHONE_TOO_SHORT: "phone",
  PHONE_TOO_LONG: "phone",
  INVALID_DOB: "dateOfBirth",
  INVALID_CURRENT_PASSWORD: "currentPassword",
  CURRENT_PASSWORD_REQUIRED: "currentPassword",
  INVALID_PASSWORD: "newPassword",
};

const PROFILE_FIELDS: readonly ProfileField[] = ["email", "firstName", "lastName", "phoneCode", "phone", "dateOfBirth", "countryCode", "address"];

/**
 * FIELD_LOCKED names its field in the body's `field` when the back end sends one, else as the first word of the
 * message ("firstName cannot be changed any more", the sandbox's wording).
 */
function lockedField(error: ApiError): string | undefined {
  const details = error.details as { field?: unknown } | undefined;
  const named = typeof details?.field === "string" ? details.field : error.message.split(" ")[0];
  return PROFILE_FIELDS.find((field) => field === named);
}

/** Network, timeout, 5xx and an unreadable answer: try again later; a 4xx: the server's message and field. */
export function toSaveError(error: unknown): SaveError {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: "unavailable" };
  const field = error.code === "FIELD_LOCKED" ? lockedField(error) : FIELD_OF_CODE[error.code];
  if (!field) return { kind: "server", code: error.code, message: error.message };
  return { kind: "server", code: error.code, message: error.message, field, fieldCode: error.code as ServerFieldCode };
}
