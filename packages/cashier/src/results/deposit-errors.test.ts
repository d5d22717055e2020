import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { DEPOSIT_ERROR_CODES } from "@casino/domain";
import { depositErrorText, hasDepositErrorText } from "./deposit-errors.ts";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const SANDBOX_CODES = [
  "THREE_DS_FAILED",
  "DEPOSIT_CANCELLED",
  "PAYMENT_EXPIRED",
  "SELF_EXCLUDED",
  "IDEMPOTENCY_KEY_REUSED",
  "CURRENCY_MISMATCH",
  "PAYMENT_METHOD_NOT_FOUND",
  "INVALID_AMOUNT",
];
const fallback = depositErrorText("NO_SUCH_CODE", i18n);

describe("depositErrorText", () => {
  it("falls back to Something went wrong", () => {
    expect(fallback.title).toBe("Something went wrong");
    expect(hasDepositErrorText("NO_SUCH_CODE")).toBe(false);
    expect(hasDepositErrorText("toString")).toBe(false);
  });

  it.each([...DEPOSIT_ERROR_CODES, ...SANDBOX_CODES])("%s has its own title and text", (code) => {
    const { title, text } = depositErrorText(code, i18n);
    expect(hasDepositErrorText(code)).toBe(true);
    expect(title).not.toBe(fallback.title);
    expect(text.length).toBeGreaterThan(10);
  });

  it("gives every code a distinct title and text pair", () => {
    const all = [...DEPOSIT_ERROR_CODES, ...SANDBOX_CODES].map((code) => {
      const { title, text } = depositErrorText(code, i18n);
      return `${title}|${text}`;
    });
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ["PAYMENT_LIMIT_THRESHOLD", /tomorrow/],
    ["PHONE_ERROR", /at least 6 characters/],
    ["PAYMENT_SERVICE_ERROR", /currency/],
    ["PAYMENT_PROVIDER_LIMIT_THRESHOLD", /minimum and the maximum/],
    ["DEPOSIT_COUNTRY_BLOCK", /VPN/],
    ["GLOBAL_ERROR", /VPN/],
  ])("%s says what to do", (code, pattern) => {
    expect(depositErrorText(code, i18n).text).toMatch(pattern);
  });
});
