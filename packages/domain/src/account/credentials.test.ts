import { describe, expect, it } from "vitest";
import { accountFieldErrors } from "./codes.ts";
import { changePasswordSchema, emailField, isEmailFormat, passwordProblem, passwordRules, passwordsMatch } from "./credentials.ts";

describe("passwordRules", () => {
  const strict = { requireNumber: true, requireSpecial: true, requireUppercase: true };
  it.each([
    ["empty", "", {}, "required"],
    ["undefined", undefined, {}, "required"],
    ["null", null, {}, "required"],
    ["spaces only", "      ", {}, "required"],
    ["5 characters", "abcde", {}, "passwordTooShort"],
    ["6 characters (default minimum)", "abcdef", {}, null],
    ["255 characters (default maximum)", "a".repeat(255), {}, null],
    ["256 characters", "a".repeat(256), {}, "passwordTooLong"],
    ["brand minimum 8, 7 given", "abcdefg", { minLength: 8 }, "passwordTooShort"],
    ["brand maximum 10, 11 given", "abcdefghijk", { maxLength: 10 }, "passwordTooLong"],
    ["number required, none", "abcdefg", { requireNumber: true }, "passwordNeedsNumber"],
    ["number required, given", "abcdef1", { requireNumber: true }, null],
    ["special required, none", "abcdef1", { requireSpecial: true }, "passwordNeedsSpecial"],
    ["special required, a space is not special", "abc def", { requireSpecial: true }, "passwordNeedsSpecial"],
    ["special required, given", "abcdef!", { requireSpecial: true }, null],
    ["upper case required, none", "abcdef", { requireUppercase: true }, "passwordNeedsUppercase"],
    ["upper case required, non-Latin capital", "Ωbcdef", { requireUppercase: true }, null],
    ["all rules, number missing first", "Abcdef!", strict, "passwordNeedsNumber"],
    ["all rules, special missing", "Abcdef1", strict, "passwordNeedsSpecial"],
    ["all rules, upper case missing", "abcdef1!", strict, "passwordNeedsUppercase"],
    ["all rules met", "Abcdef1!", strict, null],
    ["too short wins over the character rules", "Ab1", strict, "passwordTooShort"],
    ["kept as typed (not trimmed)", " abcd ", {}, null],
  ] as const)("%s -> %s", (_, value, options, expected) => {
    expect(accountFieldErrors(passwordRules(options), value).form ?? null).toBe(expected);
    if (typeof value === "string") expect(passwordProblem(value, options)).toBe(expected);
  });

  it("an optional password lets an empty value pass but still checks a typed one", () => {
    expect(passwordProblem("", { required: false })).toBeNull();
    expect(passwordProblem("abc", { required: false })).toBe("passwordTooShort");
  });
});

describe("passwordsMatch", () => {
  it.each([
    ["secret1", "secret1", true],
    ["secret1", "secret2", false],
    ["secret1", "Secret1", false],
    ["", undefined, true],
    ["secret1", null, false],
  ] as const)("%s / %s -> %s", (password, confirmation, expected) => {
    expect(passwordsMatch(password, confirmation)).toBe(expected);
  });
});

describe("e-mail format", () => {
  it.each([
    ["player@example.com", null],
    ["  player@example.com  ", null],
    ["first.last+tag@sub.example.co.uk", null],
    ["", "required"],
    ["player", "invalidEmail"],
    ["player@example", "invalidEmail"],
    ["player@@example.com", "invalidEmail"],
    ["play er@example.com", "invalidEmail"],
    ["player@example..com", "invalidEmail"],
    ["@example.com", "invalidEmail"],
  ] as const)("%j -> %s", (value, expected) => {
    expect(accountFieldErrors(emailField(), value).form ?? null).toBe(expected);
    expect(isEmailFormat(value)).toBe(expected === null);
  });

  it("an optional e-mail may be empty", () => {
    expect(accountFieldErrors(emailField(false), "")).toEqual({});
  });
});

describe("changePasswordSchema", () => {
  it.each([
    ["all good", { currentPassword: "old-pass", newPassword: "Newpass1", confirmPassword: "Newpass1" }, {}],
    ["current missing", { currentPassword: "", newPassword: "Newpass1", confirmPassword: "Newpass1" }, { currentPassword: "required" }],
    [
      "confirmation differs",
      { currentPassword: "old-pass", newPassword: "Newpass1", confirmPassword: "Newpass2" },
      { confirmPassword: "passwordsDontMatch" },
    ],
    [
      "new too short and confirmation differs: both reported",
      { currentPassword: "old-pass", newPassword: "Ab1", confirmPassword: "Ab2" },
      { newPassword: "passwordTooShort", confirmPassword: "passwordsDontMatch" },
    ],
    ["confirmation empty", { currentPassword: "old-pass", newPassword: "Newpass1", confirmPassword: "" }, { confirmPassword: "required" }],
    [
      "brand rules apply to the new password",
      { currentPassword: "old-pass", newPassword: "newpass1", confirmPassword: "newpass1" },
      { newPassword: "passwordNeedsUppercase" },
    ],
  ])("%s", (_, form, expected) => {
    expect(accountFieldErrors(changePasswordSchema({ requireUppercase: true }), form)).toEqual(expected);
  });
});
