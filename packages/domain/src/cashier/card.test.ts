import { describe, expect, it } from "vitest";
import { cardExpiryProblem, cvcValid, formatCardNumber, luhnValid } from "./card.ts";

describe("luhnValid", () => {
  it.each([
    ["4111111111111111", true],
    ["4111 1111 1111 1111", true],
    ["4111-1111-1111-1111", true],
    ["5555555555554444", true],
    ["378282246310005", true],
    ["4111111111111112", false],
    ["4111 1111 1111 111a", false],
    ["41111111111", false], // 11 digits
    ["4111111111111111 000", false], // 19 digits, wrong check digit
    ["4111111111111111 003", true], // 19 digits
    ["00000000000000000000", false], // 20 digits
    ["", false],
  ])("%j -> %s", (number, valid) => expect(luhnValid(number)).toBe(valid));
});

describe("cardExpiryProblem", () => {
  const now = new Date("2026-11-22T12:00:00.000Z");
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["13/30", "invalid-month"],
    ["00/30", "invalid-month"],
    ["1/30", "invalid-format"],
    ["01/2030", "invalid-format"],
    ["0130", "invalid-format"],
    ["10/26", "past"], // last month
    ["12/25", "past"],
    ["11/26", null], // this month is still valid
    ["12/26", null],
    [" 01/30 ", null],
  ])("%j -> %s", (expiry, problem) => expect(cardExpiryProblem(expiry, now)).toBe(problem));

  it("the last instant of the month passes, the next month's first does not", () => {
    expect(cardExpiryProblem("11/26", new Date("2026-11-30T23:59:59.999Z"))).toBeNull();
    expect(cardExpiryProblem("11/26", new Date("2026-12-01T00:00:00.000Z"))).toBe("past");
  });
});

describe("cvcValid", () => {
  it.each([
    ["12", false],
    ["123", true],
    [" 123 ", true],
    ["1234", false],
    ["12a", false],
    ["", false],
  ])("%j -> %s", (cvc, valid) => expect(cvcValid(cvc)).toBe(valid));
});

describe("formatCardNumber", () => {
  it.each([
    ["", ""],
    ["4111", "4111"],
    ["41111", "4111 1"],
    ["4111111111111111", "4111 1111 1111 1111"],
    ["4111-1111 11x11", "4111 1111 1111"],
    ["41111111111111111111111", "4111 1111 1111 1111 111"],
  ])("%j -> %j", (input, expected) => expect(formatCardNumber(input)).toBe(expected));
});
