import { describe, expect, it } from "vitest";
import { formatCvcInput, formatExpiryInput } from "./card-input.ts";

describe("formatExpiryInput", () => {
  it.each([
    ["1", false, "1"],
    ["12", false, "12/"],
    ["12", true, "12"],
    ["122", false, "12/2"],
    ["12/26", false, "12/26"],
    ["1226", false, "12/26"],
    ["12/267", false, "12/26"],
    ["ab12cd", false, "12/"],
    ["", false, ""],
  ])("%s (deleting %s) shows %s", (input, deleting, shown) => {
    expect(formatExpiryInput(input, deleting)).toBe(shown);
  });
});

describe("formatCvcInput", () => {
  it.each([
    ["12a3", "123"],
    ["1234", "123"],
    ["", ""],
  ])("%s keeps %s", (input, kept) => expect(formatCvcInput(input)).toBe(kept));
});
