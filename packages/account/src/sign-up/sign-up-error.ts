import { ApiError } from "@casino/api-client";

/** Which form field a server code belongs to, so its message shows there (spec §8: the server's message). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  EMAIL_TAKEN: "email",
  INVALID_EMAIL: "email",
  EMAIL_OR_PHONE_REQUIRED: "email",
  USERNAME_TAKEN: "username",
  INVALID_USERNAME: "username",
  PHONE_TAKEN: "phone",
  INVALID_PHONE: "phone",
  PHONE_TOO_SHORT: "phone",
  PHONE_TOO_LONG: "phone",
  INVALID_PASSWORD: "password",
  INVALID_DOB: "dateOfBirth",
  INVALID_CURRENCY: "currencyCode",
};

/** How the sign-up form shows a failed call. */
export type SignUpServerError =
  | { kind: "restricted" }
  | { kind: "field"; field: string; code: string; message: string }
  | { kind: "server"; code: string; message: string }
  | { kind: "unavailable" };

/** REGISTRATION_RESTRICTED blocks the form; field codes go to their field; other 4xx show the server's text; the rest: try later. */
export function toSignUpError(error: unknown): SignUpServerError {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: "unavailable" };
  if (error.code === "REGISTRATION_RESTRICTED") return { kind: "restricted" };
  const field = FIELD_OF_CODE[error.code];
  if (field) return { kind: "field", field, code: error.code, message: error.message };
  return { kind: "server", code: error.code, message: error.message };
}
