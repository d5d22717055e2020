import { BANK_CODE_LENGTH, UPI_ID_PATTERN, type PaymentFieldSpec } from "@casino/api-client";
import * as domain from "@casino/domain";
import { describe, expect, it } from "vitest";
import { cardExpired, checkFields, luhnValid, storableFields } from "./cashier-fields.ts";

const networks = [
  { code: "BTC", name: "Bitcoin", currency: "BTC", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" },
  { code: "USDT-TRC20", name: "Tron", currency: "USDT", address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" },
  { code: "USDT-ERC20", name: "Ethereum", currency: "USDT", address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" },
];
const req = (...names: PaymentFieldSpec["name"][]) => names.map((name) => ({ name, required: true }));
const bank = [...req("name", "account", "bankCode", "email", "bankName"), { name: "branch" as const, required: false }];
const goodBank = { name: "Asha Rao", account: "001234567890", bankCode: "SBIN0001234", email: "asha@example.in", bankName: "State Bank" };

describe("checkFields (spec §5 withdrawal and deposit fields)", () => {
  it.each([
    ["a complete netbanking form", bank, goodBank, null],
    ["a missing name", bank, { ...goodBank, name: " " }, "INVALID_NAME"],
    ["a short account", bank, { ...goodBank, account: "123" }, "INVALID_ACCOUNT"],
    ["a bad e-mail", bank, { ...goodBank, email: "asha@" }, "INVALID_EMAIL"],
    ["a 7-character bank code", bank, { ...goodBank, bankCode: "SBIN000" }, "INVALID_BANK_CODE"],
    ["a 16-character bank code", bank, { ...goodBank, bankCode: "SBIN000123456789" }, "INVALID_BANK_CODE"],
    ["an 8-character bank code", bank, { ...goodBank, bankCode: "DEUTDEFF" }, null],
    ["no bank name for netbanking", bank, { ...goodBank, bankName: "" }, "BANK_NAME_REQUIRED"],
    ["an empty optional branch", bank, { ...goodBank, branch: "" }, null],
    ["a UPI ID name@bank", req("upiId"), { upiId: "asha.rao@okaxis" }, null],
    ["a UPI ID without a bank", req("upiId"), { upiId: "asha.rao" }, "INVALID_UPI_ID"],
    ["a BTC address", req("network", "walletAddress"), { network: "BTC", walletAddress: networks[0]!.address }, null],
    ["a Tron address on Tron", req("network", "walletAddress"), { network: "USDT-TRC20", walletAddress: networks[1]!.address }, null],
    ["an ERC-20 address on Tron", req("network", "walletAddress"), { network: "USDT-TRC20", walletAddress: networks[2]!.address }, "INVALID_WALLET_ADDRESS"],
    ["an unknown network", req("network", "walletAddress"), { network: "DOGE", walletAddress: "x" }, "INVALID_NETWORK"],
    ["no address", req("network", "walletAddress"), { network: "BTC" }, "INVALID_WALLET_ADDRESS"],
    ["a 5-digit phone", req("phone"), { phone: "12345" }, "PHONE_ERROR"],
    ["a phone with a plus and spaces", req("phone"), { phone: "+91 98765 43210" }, null],
    ["a valid card", req("cardholder", "cardNumber", "expiry", "cvc"), { cardholder: "A B", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, null],
    ["a card failing Luhn", req("cardNumber"), { cardNumber: "4242424242424241" }, "INVALID_CARD_NUMBER"],
    ["month 13", req("expiry"), { expiry: "13/30" }, "INVALID_CARD_EXPIRY"],
    ["a 4-digit CVC", req("cvc"), { cvc: "1234" }, "INVALID_CVC"],
    ["no cardholder", req("cardholder"), {}, "CARDHOLDER_REQUIRED"],
  ])("%s", (_, specs: PaymentFieldSpec[], fields, code) => {
    expect(checkFields(specs, fields, { networks })?.code ?? null).toBe(code);
  });

  it.each([
    [null, "PHONE_ERROR"],
    ["356 21", "PHONE_ERROR"],
    ["356 21234567", null],
  ])("takes the profile phone %s when the form has none", (profilePhone, code) => {
    expect(checkFields(req("phone"), {}, { networks, profilePhone })?.code ?? null).toBe(code);
  });
});

describe("card helpers", () => {
  it.each([
    ["4242424242424242", true],
    ["4000000000000002", true],
    ["1234567812345678", false],
  ])("luhnValid(%s) = %s", (number, valid) => expect(luhnValid(number)).toBe(valid));

  it.each([
    ["03/26", "2026-03-31T23:59:59Z", false],
    ["03/26", "2026-04-01T00:00:00Z", true],
    ["12/30", "2026-03-10T00:00:00Z", false],
  ])("cardExpired(%s) at %s = %s", (expiry, now, expired) => expect(cardExpired(expiry, new Date(now))).toBe(expired));

  it("keeps no CVC, no expiry and only the last four digits", () => {
    const specs = req("cardholder", "cardNumber", "expiry", "cvc");
    expect(storableFields(specs, { cardholder: "A B", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" })).toEqual({
      cardholder: "A B",
      cardLast4: "4242",
    });
  });
});

describe("one copy of the rules", () => {
  it("the api-client's field constants are the domain's", () => {
    expect(UPI_ID_PATTERN.source).toBe(domain.UPI_ID_PATTERN.source);
    expect(BANK_CODE_LENGTH).toEqual(domain.BANK_CODE_LENGTH);
  });
});
