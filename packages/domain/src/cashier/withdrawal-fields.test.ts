import { describe, expect, it } from "vitest";
import { BANK_CODE_LENGTH, UPI_ID_PATTERN, bankCodeValid, upiIdValid, walletAddressValid } from "./withdrawal-fields.ts";

describe("bankCodeValid (8-15 characters)", () => {
  it("uses the spec's range", () => expect(BANK_CODE_LENGTH).toEqual({ min: 8, max: 15 }));
  it.each([
    ["SBIN012", false], // 7
    ["SBIN0123", true], // 8
    ["HDFC00001234567", true], // 15
    ["HDFC000012345678", false], // 16
    [" SBIN0001234 ", true],
    ["SBIN-0001234", false],
    ["", false],
  ])("%j -> %s", (code, valid) => expect(bankCodeValid(code)).toBe(valid));
});

describe("upiIdValid", () => {
  it.each([
    ["player@okaxis", true],
    ["first.last-1_x@ybl", true],
    [" player@upi ", true],
    ["p@upi", false], // name of 1
    ["player@ok1", false], // digits in the bank
    ["player@b", false],
    ["player", false],
    ["player@@upi", false],
    ["", false],
  ])("%j -> %s", (id, valid) => {
    expect(upiIdValid(id)).toBe(valid);
    expect(UPI_ID_PATTERN.test(id.trim())).toBe(valid);
  });
});

describe("walletAddressValid", () => {
  it.each([
    ["bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", "BTC", true],
    ["1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", "BTC", true],
    ["3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "BTC", true],
    ["0x71C7656EC7ab88b098defB751B7401B5f6d8976F", "BTC", false],
    ["0x71C7656EC7ab88b098defB751B7401B5f6d8976F", "ETH-ERC20", true],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "ETH-BEP20", true],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", "ETH-BEP20", false], // 39 hex
    ["TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7", "USDT-TRC20", true],
    ["TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7", "USDT-ERC20", false],
    ["0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "USDT-TRC20", false],
    [" 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359 ", "USDT-ERC20", true],
    ["", "ETH-ERC20", false],
  ])("%s on %s -> %s", (address, network, valid) => expect(walletAddressValid(address, network)).toBe(valid));
});
