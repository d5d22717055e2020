import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEPOSIT_AMOUNT,
  QUICK_DEPOSIT_AMOUNTS,
  amountDecimals,
  depositAmountProblem,
  roundAmount,
  stepDepositAmount,
} from "./deposit-amount.ts";

describe("constants (spec §9)", () => {
  it("defaults to 25 with quick amounts 25, 50, 100", () => {
    expect(DEFAULT_DEPOSIT_AMOUNT).toBe(25);
    expect(QUICK_DEPOSIT_AMOUNTS).toEqual([25, 50, 100]);
  });
});

// Spec §4: "+1 up to 30, then +5; -5 above 30, then -1 down to 0". The step depends on where the press starts.
describe("stepDepositAmount", () => {
  it.each([
    [0, "up", 1],
    [1, "up", 2],
    [29, "up", 30],
    [30, "up", 35],
    [31, "up", 36],
    [35, "up", 40],
    [36, "up", 41],
    [25.1, "up", 26.1],
    [0, "down", 0],
    [1, "down", 0],
    [0.5, "down", 0],
    [29, "down", 28],
    [30, "down", 29],
    [31, "down", 26],
    [35, "down", 30],
    [36, "down", 31],
    [-3, "up", 1],
    [Number.NaN, "down", 0],
  ] as const)("%s %s -> %s", (amount, direction, expected) => {
    expect(stepDepositAmount(amount, direction)).toBe(expected);
  });
});

describe("amountDecimals / roundAmount", () => {
  it.each([
    [false, 2],
    [true, 8],
  ])("crypto %s: %s decimals", (crypto, decimals) => expect(amountDecimals(crypto)).toBe(decimals));

  it.each([
    [1.005, false, 1.01],
    [10.123, false, 10.12],
    [0.1 + 0.2, false, 0.3],
    [0.123456789, true, 0.12345679],
    [0.000000011, true, 0.00000001],
    [25, false, 25],
  ])("roundAmount(%s, crypto %s) = %s", (amount, crypto, expected) => expect(roundAmount(amount, crypto)).toBe(expected));
});

describe("depositAmountProblem", () => {
  const TRY = { min: 5, max: 100000, crypto: false };
  it.each([
    ["empty", undefined, TRY, "required"],
    ["not a number", Number.NaN, TRY, "required"],
    ["zero", 0, TRY, "not-positive"],
    ["negative", -5, TRY, "not-positive"],
    ["below the minimum", 4.99, TRY, "below-min"],
    ["the minimum", 5, TRY, null],
    ["the maximum", 100000, TRY, null],
    ["above the maximum", 100000.01, TRY, "above-max"],
    ["3 decimals in fiat", 10.005, TRY, "too-many-decimals"],
    ["2 decimals in fiat", 10.05, TRY, null],
    ["a float sum counts as 2 decimals", 0.1 + 0.2, { crypto: false }, null],
    ["8 decimals in crypto", 0.12345678, { crypto: true }, null],
    ["9 decimals in crypto", 0.123456789, { crypto: true }, "too-many-decimals"],
    ["no method limits", 1, { crypto: false }, null],
    ["over the remaining deposit limit", 60, { ...TRY, remainingLimit: 50 }, "over-remaining-limit"],
    ["exactly the remaining deposit limit", 50, { ...TRY, remainingLimit: 50 }, null],
    ["a used-up limit refuses everything", 5, { ...TRY, remainingLimit: 0 }, "over-remaining-limit"],
    ["no deposit limit", 60, { ...TRY, remainingLimit: null }, null],
    ["the method range comes before the player's limit", 200000, { ...TRY, remainingLimit: 10 }, "above-max"],
  ] as const)("%s", (_, amount, rules, expected) => {
    expect(depositAmountProblem(amount, rules)).toBe(expected);
  });
});
