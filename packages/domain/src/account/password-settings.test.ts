import { describe, expect, it } from "vitest";
import { passwordProblem } from "./credentials.ts";
import { passwordOptionsFromSettings } from "./password-settings.ts";

describe("passwordOptionsFromSettings", () => {
  it.each([
    ["no settings", {}, {}],
    ["password not an object", { password: "strict" }, {}],
    ["lengths", { password: { minLength: 8, maxLength: 64 } }, { minLength: 8, maxLength: 64 }],
    ["minimum only", { password: { minLength: 10 } }, { minLength: 10 }],
    ["minimum above maximum drops both", { password: { minLength: 30, maxLength: 10 } }, {}],
    ["non-integer and negative lengths ignored", { password: { minLength: 7.5, maxLength: -1 } }, {}],
    ["string lengths ignored", { password: { minLength: "8" } }, {}],
    [
      "the three character rules",
      { password: { requireNumber: true, requireSpecial: false, requireUppercase: true } },
      { requireNumber: true, requireSpecial: false, requireUppercase: true },
    ],
    ["non-boolean rules ignored", { password: { requireNumber: "yes" } }, {}],
    ["the whole settings", { brandName: "X", formFieldsValidation: { password: { minLength: 8 } } }, { minLength: 8 }],
  ])("%s", (_name, settings, expected) => {
    expect(passwordOptionsFromSettings(settings)).toEqual(expected);
  });

  it.each([
    ["Abcdef1!", null],
    ["abcdef1!", "passwordNeedsUppercase"],
    ["Abcdefg!", "passwordNeedsNumber"],
    ["Abc1!", "passwordTooShort"],
  ])("the options drive the rules: %s -> %s", (password, code) => {
    const options = passwordOptionsFromSettings({ password: { minLength: 6, requireNumber: true, requireSpecial: true, requireUppercase: true } });
    expect(passwordProblem(password, options)).toBe(code);
  });
});
