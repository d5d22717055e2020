import { describe, expect, it } from "vitest";
import { ApiError, TransportError } from "@casino/api-client";
import { BONUS_ACTIVATION_CODES } from "@casino/domain";
import { outcomeAction, outcomeOfError, outcomeOfResult, outcomeTextKey, type RefusalCode } from "./activation-outcome.ts";

const refusal = (code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, code, code, { success: false, code, message: code, ...extra });

const REFUSALS: Array<[RefusalCode, ReturnType<typeof outcomeAction>]> = [
  ["REGISTRATION_BONUS", null],
  ["MAXIMUM_PARTICIPANTS", null],
  ["RETRY_PERIOD", null],
  ["DAYS_VALID", null],
  ["UNIFIED_ERROR", null],
  ["DEPOSITS_NUMBER", null],
  ["DEPOSITS_NUMBER2", "deposit"],
  ["ACTIVE_FREE_SPINS", "my_bonuses"],
  ["ACTIVE_BONUS", "confirm_cancel"],
  ["CANCELLED", null],
  ["NO_CASHBACK", null],
  ["REQUIRED_EMAIL_VERIFICATION", "resend_email"],
  ["VALID_ON_DAYS", null],
  ["START_TIME_ERROR", null],
  ["END_TIME_ERROR", null],
  ["BONUS_FRAUD", null],
  ["CASHBACK_NEED_DEPOSIT", "deposit"],
];

describe("activation outcomes (spec §8)", () => {
  it("covers every refusal code of the domain", () => {
    const covered = new Set<string>([...REFUSALS.map(([code]) => code), "ADD_TO_CALENDAR"]);
    expect([...BONUS_ACTIVATION_CODES].filter((code) => !covered.has(code))).toEqual([]);
  });

  it.each(REFUSALS)("%s is its own message (bonus.error.%s) with action %s", (code, action) => {
    const outcome = outcomeOfError(refusal(code));
    expect(outcome).toEqual({ kind: "refused", code, reference: undefined, retryAt: undefined });
    expect(outcomeTextKey(outcome)).toBe(`bonus.error.${code}`);
    expect(outcomeAction(outcome)).toBe(action);
  });

  it("keeps UNIFIED_ERROR's reference and RETRY_PERIOD's retry time", () => {
    expect(outcomeOfError(refusal("UNIFIED_ERROR", { reference: "REF-42" }))).toMatchObject({ reference: "REF-42" });
    expect(outcomeOfError(refusal("RETRY_PERIOD", { retryAt: "2026-01-02T00:00:00.000Z" }))).toMatchObject({ retryAt: "2026-01-02T00:00:00.000Z" });
  });

  it.each([
    ["ACTIVATED", "activated", null, "my_bonuses"],
    ["AWAITING_DEPOSIT", "awaiting_deposit", null, "deposit"],
    ["ADD_TO_CALENDAR", "added_to_calendar", "bonus.error.ADD_TO_CALENDAR", "calendar"],
  ] as const)("answer %s is %s, text %s, action %s", (code, kind, key, action) => {
    const outcome = outcomeOfResult({ code });
    expect(outcome.kind).toBe(kind);
    expect(outcomeTextKey(outcome)).toBe(key);
    expect(outcomeAction(outcome)).toBe(action);
  });

  it.each([
    ["ADD_TO_CALENDAR as an error body", refusal("ADD_TO_CALENDAR"), "added_to_calendar"],
    ["self-exclusion", new ApiError(409, "SELF_EXCLUDED", "excluded", { success: false, code: "SELF_EXCLUDED", message: "x" }), "self_excluded"],
    ["an unknown bonus", new ApiError(404, "BONUS_NOT_FOUND", "x", { success: false, code: "BONUS_NOT_FOUND", message: "x" }), "failed"],
    ["no answer", new TransportError("/api/user/bonus/activate"), "failed"],
  ])("%s is %s", (_, error, kind) => {
    expect(outcomeOfError(error).kind).toBe(kind);
  });
});
