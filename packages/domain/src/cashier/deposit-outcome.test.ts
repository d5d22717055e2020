import { describe, expect, it } from "vitest";
import { DEPOSIT_ERROR_CODES, alternativeMethodName, depositFailureCode, depositNextStep, isCardLikeName, remainingDepositLimit } from "./deposit-outcome.ts";

describe("isCardLikeName", () => {
  it.each([
    ["card", true],
    ["visa", true],
    ["VISA", true],
    ["mastercard", true],
    ["legacy_card", true],
    ["maestro", true],
    ["carouseller", false],
    ["bitcoin", false],
    ["upi_qr", false],
    ["bank_transfer", false],
  ])("%s -> %s", (name, expected) => expect(isCardLikeName(name)).toBe(expected));
});

describe("alternativeMethodName", () => {
  const seeded = [
    { name: "card", isCardForm: true },
    { name: "bitcoin", isCardForm: false },
    { name: "netbanking", isCardForm: false },
    { name: "carouseller", isCardForm: false },
  ];
  const twoCards = [{ name: "visa_direct", isCardForm: true }, ...seeded];
  it.each([
    ["a card-like name gets the card-form method", "visa", seeded, "card"],
    ["mastercard too", "mastercard", seeded, "card"],
    ["legacy_card gets the active card method", "legacy_card", seeded, "card"],
    ["the card method itself: another card-form method", "card", twoCards, "visa_direct"],
    ["the card method itself, no other card: carouseller", "card", seeded, "carouseller"],
    ["a non-card method gets carouseller", "netbanking", seeded, "carouseller"],
    ["crypto gets carouseller", "bitcoin", seeded, "carouseller"],
    ["carouseller itself: nothing", "carouseller", seeded, undefined],
    ["no carouseller in the list", "netbanking", seeded.filter((m) => m.name !== "carouseller"), undefined],
    ["no methods", "card", [], undefined],
  ])("%s", (_, failed, methods, expected) => expect(alternativeMethodName(failed, methods)).toBe(expected));
});

describe("depositFailureCode", () => {
  it.each<[string, unknown, string]>([
    ["SELF_EXCLUDED", { exclusionKind: "timeout" }, "SELF_EXCLUDED_TIMEOUT"],
    ["SELF_EXCLUDED", { exclusionKind: "selfExclusion" }, "SELF_EXCLUDED"],
    // An older server without the kind: the self-exclusion text, as before.
    ["SELF_EXCLUDED", { selfExclusion: null }, "SELF_EXCLUDED"],
    ["SELF_EXCLUDED", "not JSON", "SELF_EXCLUDED"],
    ["SELF_EXCLUDED", null, "SELF_EXCLUDED"],
    ["TRANSACTION_FAILED", { exclusionKind: "timeout" }, "TRANSACTION_FAILED"],
  ])("%s with %j -> %s", (code, details, expected) => expect(depositFailureCode(code, details)).toBe(expected));
});

describe("depositNextStep", () => {
  it.each([
    ["GLOBAL_ERROR", "verify-identity"],
    ["DEPOSIT_COUNTRY_BLOCK", "other-method"],
    ["REQUIRED_EMAIL_VERIFICATION", "verify-email"],
    ["PAYMENT_LIMIT_THRESHOLD", "try-tomorrow"],
    ["TRANSACTION_FAILED", "other-method"],
    ["AMOUNT_BELOW_ZERO", "change-amount"],
    ["UNIFIED_ERROR", "contact-support"],
    ["PAYMENT_PROVIDER_LIMIT_THRESHOLD", "change-amount"],
    ["PROVIDER_ERROR", "retry"],
    ["PHONE_ERROR", "fix-phone"],
    ["PAYMENT_SERVICE_ERROR", "other-method"],
    ["SELF_EXCLUDED", "see-break"],
    ["SELF_EXCLUDED_TIMEOUT", "see-break"],
    ["SOMETHING_NEW", "retry"],
    ["toString", "retry"],
  ])("%s -> %s", (code, step) => expect(depositNextStep(code)).toBe(step));

  it("covers every spec §8 deposit code", () => {
    expect(DEPOSIT_ERROR_CODES).toHaveLength(11);
  });
});

describe("remainingDepositLimit", () => {
  const limit = (kind: string, period: number | null, amount: number | null, remaining?: number | null) =>
    remaining === undefined ? { kind, period, amount } : { kind, period, amount, remaining };
  it.each([
    ["no limits", [], null],
    ["only other kinds", [limit("loss", 0, 100, null), limit("maxBet", null, 5, null)], null],
    ["a cleared deposit limit", [limit("deposit", 0, null, null)], null],
    ["one deposit limit", [limit("deposit", 0, 100, 74.9)], 74.9],
    ["the smallest of daily and weekly", [limit("deposit", 0, 100, 74.9), limit("deposit", 1, 500, 24.7)], 24.7],
    ["a used-up limit", [limit("deposit", 2, 100, 0), limit("deposit", 0, 50, 50)], 0],
    ["an older server without remaining: the amount", [limit("deposit", 0, 100)], 100],
    ["loss limits do not count", [limit("loss", 0, 10, 1), limit("deposit", 0, 100, 80)], 80],
  ] as const)("%s", (_, limits, expected) => expect(remainingDepositLimit(limits)).toBe(expected));
});
