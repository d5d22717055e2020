import { describe, expect, it } from "vitest";
import { ApiError, DataLoadingError, NetworkError, TimeoutError } from "@casino/api-client";
import { toSaveError } from "./profile-save-error.ts";

describe("toSaveError", () => {
  it.each([
    ["offline", new NetworkError("/api/user/update-user-details"), { kind: "unavailable" }],
    ["timeout", new TimeoutError("/api/user/update-user-details", 15000), { kind: "unavailable" }],
    ["an unreadable answer", new DataLoadingError("/api/user/update-user-details", []), { kind: "unavailable" }],
    ["a 500", new ApiError(500, "INTERNAL_SERVER_ERROR", "Internal server error"), { kind: "unavailable" }],
    ["a 503", new ApiError(503, "SERVICE_UNAVAILABLE", "Service Unavailable"), { kind: "unavailable" }],
    [
      "a 4xx without a field",
      new ApiError(400, "VALIDATION_ERROR", "Please check fields with errors"),
      { kind: "server", code: "VALIDATION_ERROR", message: "Please check fields with errors" },
    ],
    [
      "e-mail taken",
      new ApiError(409, "EMAIL_TAKEN", "This email is already registered"),
      { kind: "server", code: "EMAIL_TAKEN", message: "This email is already registered", field: "email", fieldCode: "EMAIL_TAKEN" },
    ],
    ["phone taken", new ApiError(409, "PHONE_TAKEN", "x"), { kind: "server", code: "PHONE_TAKEN", message: "x", field: "phone", fieldCode: "PHONE_TAKEN" }],
    ["invalid dob", new ApiError(400, "INVALID_DOB", "invalid dob"), { field: "dateOfBirth", fieldCode: "INVALID_DOB" }],
    ["wrong current password", new ApiError(400, "INVALID_CURRENT_PASSWORD", "x"), { field: "currentPassword" }],
    ["a new password refused", new ApiError(400, "INVALID_PASSWORD", "x"), { field: "newPassword" }],
    ["locked, named in the message", new ApiError(409, "FIELD_LOCKED", "lastName cannot be changed any more"), { field: "lastName" }],
    ["locked, named in the body", new ApiError(409, "FIELD_LOCKED", "Locked", { field: "countryCode" }), { field: "countryCode" }],
    [
      "locked, no field to be found",
      new ApiError(409, "FIELD_LOCKED", "Something is locked"),
      { kind: "server", code: "FIELD_LOCKED", message: "Something is locked" },
    ],
  ])("%s", (_name, error, expected) => {
    const result = toSaveError(error);
    expect(result).toMatchObject(expected);
    if (!("field" in expected)) expect(result).not.toHaveProperty("field");
  });
});
