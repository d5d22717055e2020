import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { withdrawAmountProblem, withdrawFormSchema } from "./withdraw-form-schema.ts";

const problems = (schema: ReturnType<typeof withdrawFormSchema>, values: Record<string, string>) =>
  Object.fromEntries((v.safeParse(schema, values).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe("withdrawAmountProblem (spec §5, §9)", () => {
  const rules = { min: 10, max: 500, available: 100, crypto: false };
  it.each([
    ["", "required"], ["abc", "not-number"], ["0", "not-positive"], ["12.345", "too-many-decimals"], ["9.99", "below-min"],
    ["600", "above-max"], ["100.01", "over-available"], ["10", null], ["12,50", null], ["100", null],
  ])("%j -> %s", (raw, expected) => expect(withdrawAmountProblem(raw, rules)).toBe(expected));
  it("allows 8 decimals for crypto", () => {
    expect(withdrawAmountProblem("0.12345678", { crypto: true })).toBeNull();
    expect(withdrawAmountProblem("0.123456789", { crypto: true })).toBe("too-many-decimals");
  });
});

describe("withdrawFormSchema", () => {
  const bank = withdrawFormSchema(
    [{ name: "name", required: true }, { name: "bankCode", required: true }, { name: "bankName", required: false }, { name: "branch", required: false }],
    { crypto: false },
    { bankNameRequired: true },
  );
  it.each([
    ["1234567", "invalid-bank-code"], ["1234567890123456", "invalid-bank-code"], ["SBIN0001234", undefined], ["12345678", undefined],
  ])("bank code %s -> %s", (bankCode, expected) => {
    expect(problems(bank, { amount: "20", name: "A", bankCode, bankName: "SBI" })["bankCode"]).toBe(expected);
  });
  it("needs the bank name for netbanking, leaves the branch optional", () => {
    const found = problems(bank, { amount: "20", name: "", bankCode: "SBIN0001234", bankName: "" });
    expect(found).toEqual({ name: "required", bankName: "required" });
  });
  it.each([["ravi@okaxis", undefined], ["ravi", "invalid-upi-id"], ["ravi@", "invalid-upi-id"], ["", "required"]])("UPI id %j -> %s", (upiId, expected) => {
    const upi = withdrawFormSchema([{ name: "upiId", required: true }], { crypto: false });
    expect(problems(upi, { amount: "20", upiId })["upiId"]).toBe(expected);
  });
  it("checks the e-mail and the wallet address against its network", () => {
    const crypto = withdrawFormSchema([{ name: "network", required: true }, { name: "walletAddress", required: true }], { crypto: false });
    expect(problems(crypto, { amount: "60", network: "BTC", walletAddress: "not-an-address" })["walletAddress"]).toBe("invalid-wallet-address");
    expect(problems(crypto, { amount: "60", network: "BTC", walletAddress: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" })).toEqual({});
    const mail = withdrawFormSchema([{ name: "email", required: true }], { crypto: false });
    expect(problems(mail, { amount: "20", email: "nope" })["email"]).toBe("invalid-email");
  });
});
