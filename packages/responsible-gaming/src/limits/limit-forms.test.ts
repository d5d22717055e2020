import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ApiError, TransportError } from "@casino/api-client";
import { AmountFormSchema } from "./amount-schema.ts";
import { limitFailureOf } from "./limit-failure.ts";
import { SessionLimitFormSchema } from "./session-limit-schema.ts";

const issue = (result: { success: boolean; issues?: readonly { message: string }[] | undefined }) => (result.success ? null : result.issues?.[0]?.message);

describe("the amount of a limit", () => {
  it.each([
    ["", "amountRequired"],
    ["  ", "amountRequired"],
    ["abc", "amountPositive"],
    ["0", "amountPositive"],
    ["-5", "amountPositive"],
    ["10.505", "amountDecimals"],
    ["2000000000", "amountTooLarge"],
  ])("refuses %j (%s)", (amount, code) => {
    expect(issue(v.safeParse(AmountFormSchema, { amount }))).toBe(code);
  });

  it.each([
    ["50", 50],
    [" 12.5 ", 12.5],
    ["0,99", 0.99],
    ["1000000000", 1_000_000_000],
  ])("reads %j as %d", (amount, expected) => {
    expect(v.parse(AmountFormSchema, { amount })).toEqual({ amount: expected });
  });
});

describe("the session time limit as typed", () => {
  it.each([
    [{ value: "", unit: "hours" }, "SESSION_LIMIT_INVALID"],
    [{ value: "1.5", unit: "hours" }, "SESSION_LIMIT_INVALID"],
    [{ value: "9", unit: "minutes" }, "SESSION_LIMIT_TOO_SHORT"],
    [{ value: "721", unit: "hours" }, "SESSION_LIMIT_TOO_LONG"],
    [{ value: "31", unit: "days" }, "SESSION_LIMIT_TOO_LONG"],
  ])("refuses %j (%s) at the length field", (input, code) => {
    const result = v.safeParse(SessionLimitFormSchema, input);
    expect(issue(result)).toBe(code);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(["value"]);
  });

  it.each([
    [{ value: "10", unit: "minutes" }, { value: 10, unit: "minutes" }],
    [{ value: "720", unit: "hours" }, { value: 720, unit: "hours" }],
    [{ value: "30", unit: "days" }, { value: 30, unit: "days" }],
  ])("takes %j", (input, expected) => {
    expect(v.parse(SessionLimitFormSchema, input)).toEqual(expected);
  });
});

describe("a refused change", () => {
  it("keeps CHANGE_NOT_ALLOWED's unlock time from the body", () => {
    const body = { success: false, code: "CHANGE_NOT_ALLOWED", unlocksAt: "2026-11-27T15:30:00.000Z" };
    expect(limitFailureOf(new ApiError(409, "CHANGE_NOT_ALLOWED", "Change Not Allowed", body))).toEqual({
      code: "CHANGE_NOT_ALLOWED",
      unlocksAt: "2026-11-27T15:30:00.000Z",
    });
  });

  it.each([
    ["a body that is not JSON", new ApiError(502, "BAD_GATEWAY", "Bad gateway", "<html>"), { code: "BAD_GATEWAY", unlocksAt: null }],
    ["no answer", new TransportError("timeout"), { code: "TRANSPORT", unlocksAt: null }],
    ["anything else", new Error("boom"), { code: "UNKNOWN", unlocksAt: null }],
  ])("reads %s", (_, error, expected) => {
    expect(limitFailureOf(error)).toEqual(expected);
  });
});
