import { describe, expect, it } from "vitest";
import * as v from "valibot";
import type { PaymentMethod } from "@casino/api-client";
import { depositFieldsSchema } from "./field-rules.ts";
import { cardMethod, netbankingMethod, tetherMethod, upiIdMethod, wireMethod } from "./method-fixtures.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const CARD = { cardholder: "Ada Lovelace", cardNumber: "4242 4242 4242 4242", expiry: "12/27", cvc: "123" };

/** The codes of the failing fields, by field name. */
function problems(method: PaymentMethod, fields: Record<string, string>, options = { showAllFields: false, allowWithoutAddress: true }) {
  const result = v.safeParse(depositFieldsSchema(method, { ...options, now: NOW }), fields);
  return Object.fromEntries((result.issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message]));
}

describe("depositFieldsSchema", () => {
  it.each([
    ["a valid card", {}, {}],
    ["a failing checksum", { cardNumber: "4242 4242 4242 4241" }, { cardNumber: "cardNumberInvalid" }],
    ["too few digits", { cardNumber: "4242" }, { cardNumber: "cardNumberInvalid" }],
    ["no expiry", { expiry: "" }, { expiry: "expiryRequired" }],
    ["month 13", { expiry: "13/27" }, { expiry: "expiryInvalidMonth" }],
    ["month 00", { expiry: "00/27" }, { expiry: "expiryInvalidMonth" }],
    ["a past month", { expiry: "10/26" }, { expiry: "expiryPast" }],
    ["this month", { expiry: "11/26" }, {}],
    ["no slash", { expiry: "1227" }, { expiry: "expiryInvalidFormat" }],
    ["a 2-digit CVC", { cvc: "12" }, { cvc: "cvcInvalid" }],
    ["a 4-digit CVC", { cvc: "1234" }, { cvc: "cvcInvalid" }],
    ["no cardholder", { cardholder: "  " }, { cardholder: "cardholderRequired" }],
  ])("card: %s", (_, change, expected) => {
    expect(problems(cardMethod, { ...CARD, ...change })).toEqual(expected);
  });

  it.each([
    ["ada@okaxis", {}],
    ["", { upiId: "upiIdRequired" }],
    ["ada.okaxis", { upiId: "upiIdInvalid" }],
    ["ada@ok1", { upiId: "upiIdInvalid" }],
  ])("UPI ID %j", (upiId, expected) => {
    expect(problems(upiIdMethod, { upiId, phone: "9876543210" })).toEqual(expected);
  });

  it.each([
    ["9876543210", {}],
    ["+91 98765 43210", {}],
    ["", { phone: "phoneRequired" }],
    ["98765", { phone: "phoneTooShort" }],
    ["98a765432", { phone: "phoneDigitsOnly" }],
  ])("phone %j", (phone, expected) => {
    expect(problems(netbankingMethod, { bankName: "HDFC Bank", phone })).toEqual(expected);
  });

  it("netbanking needs the bank name", () => {
    expect(problems(netbankingMethod, { bankName: "", phone: "9876543210" })).toEqual({ bankName: "bankNameRequired" });
  });

  it.each([
    ["USDT-TRC20", {}],
    ["", { network: "networkRequired" }],
    ["BTC", { network: "networkRequired" }],
  ])("crypto network %j", (network, expected) => {
    expect(problems(tetherMethod, { network })).toEqual(expected);
  });

  it.each([
    ["only required, address optional", { showAllFields: false, allowWithoutAddress: true }, { name: "required" }],
    ["only required, address required", { showAllFields: false, allowWithoutAddress: false }, { name: "required", address: "required" }],
    ["all fields: a bad optional e-mail", { showAllFields: true, allowWithoutAddress: true }, { name: "required", email: "emailInvalid" }],
  ])("settings: %s", (_, options, expected) => {
    expect(problems(wireMethod, { name: "", address: "", email: "nope" }, options)).toEqual(expected);
  });
});
