import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { accountFieldErrors } from "./codes.ts";
import { isFieldRequired, isFieldShown, oneClickSignUpSchema, shortSignUpSchema, signUpSchema } from "./sign-up.ts";

const now = new Date("2026-11-22T12:00:00.000Z");
const consent = { over18: true, acceptTerms: true };

/** The sandbox's typical brand: 2 required, 1 optional, 0 hidden. */
const fields = {
  email: 2,
  password: 2,
  confirmPassword: 2,
  currencyCode: 2,
  countryCode: 2,
  dateOfBirth: 2,
  firstName: 1,
  lastName: 1,
  phoneCode: 1,
  phone: 1,
  gender: 1,
  promoCode: 1,
  newsLetter: 1,
  username: 0,
  nickname: 0,
  address: 0,
  city: 0,
  zipCode: 0,
};

const valid = {
  email: "player@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  currencyCode: "EUR",
  countryCode: "MT",
  dateOfBirth: "1990-05-17",
  ...consent,
};

describe("isFieldShown / isFieldRequired", () => {
  it.each([
    ["email", true, true],
    ["firstName", true, false],
    ["address", false, false],
    ["notInTheMap", false, false],
  ] as const)("%s -> shown %s, required %s", (field, shown, required) => {
    expect(isFieldShown(fields, field)).toBe(shown);
    expect(isFieldRequired(fields, field)).toBe(required);
  });
});

describe("signUpSchema", () => {
  const schema = signUpSchema(fields, { now });
  it.each([
    ["the required fields only", {}, {}],
    ["nothing typed", { email: "", password: "", confirmPassword: "", currencyCode: "", countryCode: "", dateOfBirth: "", over18: false, acceptTerms: false }, {
      email: "required",
      password: "required",
      confirmPassword: "required",
      currencyCode: "required",
      countryCode: "required",
      dateOfBirth: "required",
      over18: "mustAccept",
      acceptTerms: "mustAccept",
    }],
    ["a bad e-mail", { email: "player@" }, { email: "invalidEmail" }],
    ["a short password", { password: "abc", confirmPassword: "abc" }, { password: "passwordTooShort" }],
    ["passwords differ", { confirmPassword: "secret2" }, { confirmPassword: "passwordsDontMatch" }],
    ["under 18", { dateOfBirth: "2008-11-23" }, { dateOfBirth: "invalidDob" }],
    ["18 today", { dateOfBirth: "2008-11-22" }, {}],
    ["optional names left empty", { firstName: "", lastName: "" }, {}],
    ["an optional name too long", { firstName: "a".repeat(256) }, { firstName: "nameTooLong" }],
    ["an optional phone with letters", { phoneCode: "+356", phone: "79x" }, { phone: "phoneDigitsOnly" }],
    ["an optional phone too short", { phoneCode: "+356", phone: "79" }, { phone: "phoneTooShort" }],
    ["an optional phone too long", { phoneCode: "+356", phone: "791234567890123" }, { phone: "phoneTooLong" }],
    ["a phone without its code", { phone: "79123456" }, { phoneCode: "required" }],
    ["a good phone", { phoneCode: "+356", phone: "79123456" }, {}],
    ["terms not accepted", { acceptTerms: false }, { acceptTerms: "mustAccept" }],
    ["hidden fields are not checked", { address: "", nickname: "a".repeat(999) }, {}],
    ["newsletter is optional", { newsLetter: false }, {}],
  ])("%s", (_, change, expected) => {
    expect(accountFieldErrors(schema, { ...valid, ...change })).toEqual(expected);
  });

  it("keeps only the shown fields, with consent", () => {
    const output = v.parse(schema, { ...valid, firstName: " Anna ", address: "Main St 1", username: "anna" });
    expect(output).toMatchObject({ email: "player@example.com", firstName: "Anna", over18: true, acceptTerms: true, newsLetter: false });
    expect(output).not.toHaveProperty("address");
    expect(output).not.toHaveProperty("username");
  });

  it.each([
    ["a brand with every field required", { firstName: 2, lastName: 2, phone: 2 }, {}, { firstName: "required", lastName: "required", phone: "required", phoneCode: "required" }],
    ["date of birth hidden", { dateOfBirth: 0 }, { dateOfBirth: "" }, {}],
    ["date of birth optional, left empty", { dateOfBirth: 1 }, { dateOfBirth: "" }, {}],
    ["date of birth optional, under 18", { dateOfBirth: 1 }, { dateOfBirth: "2010-01-01" }, { dateOfBirth: "invalidDob" }],
    ["no confirmation field", { confirmPassword: 0 }, { confirmPassword: "different" }, {}],
    ["password hidden", { password: 0, confirmPassword: 0 }, { password: "", confirmPassword: "" }, {}],
    ["phone hidden", { phone: 0, phoneCode: 0 }, { phone: "abc" }, {}],
  ] as const)("%s", (_, override, change, expected) => {
    expect(accountFieldErrors(signUpSchema({ ...fields, ...override }, { now }), { ...valid, ...change })).toEqual(expected);
  });

  it.each([
    ["no number", "secretpw", { password: "passwordNeedsNumber" }],
    ["no special", "Secret12", { password: "passwordNeedsSpecial" }],
    ["no upper case", "secret1!", { password: "passwordNeedsUppercase" }],
    ["longer than the brand's 10", "Secret1!xyz", { password: "passwordTooLong" }],
    ["meets all", "Secret1!", {}],
  ] as const)("the brand's password rules: %s", (_, password, expected) => {
    const strict = signUpSchema(fields, {
      now,
      password: { minLength: 8, maxLength: 10, requireNumber: true, requireSpecial: true, requireUppercase: true },
    });
    expect(accountFieldErrors(strict, { ...valid, password, confirmPassword: password })).toEqual(expected);
  });
});

describe("shortSignUpSchema (emailPhoneRegistration)", () => {
  it.each([
    ["e-mail and password", { email: "player@example.com", password: "secret1" }, {}],
    ["phone and password", { phoneCode: "+44", phone: "7700900123", password: "secret1" }, {}],
    ["neither e-mail nor phone", { password: "secret1" }, { email: "emailOrPhoneRequired" }],
    ["both empty strings", { email: "", phone: "", password: "secret1" }, { email: "emailOrPhoneRequired" }],
    ["a bad e-mail", { email: "player", password: "secret1" }, { email: "invalidEmail" }],
    ["a phone too short", { phoneCode: "+44", phone: "77", password: "secret1" }, { phone: "phoneTooShort" }],
    ["a phone with letters", { phoneCode: "+44", phone: "77ab", password: "secret1" }, { phone: "phoneDigitsOnly" }],
    ["no password", { email: "player@example.com" }, { password: "required" }],
    ["a short password", { email: "player@example.com", password: "abc" }, { password: "passwordTooShort" }],
    ["consent missing", { email: "player@example.com", password: "secret1", over18: false }, { over18: "mustAccept" }],
  ])("%s", (_, form, expected) => {
    expect(accountFieldErrors(shortSignUpSchema(), { ...consent, ...form })).toEqual(expected);
  });

  it.each([
    ["matching", "secret1", {}],
    ["different", "secret2", { confirmPassword: "passwordsDontMatch" }],
    ["empty", "", { confirmPassword: "required" }],
  ] as const)("with a confirmation field: %s", (_, confirmPassword, expected) => {
    const form = { ...consent, email: "player@example.com", password: "secret1", confirmPassword };
    expect(accountFieldErrors(shortSignUpSchema({ confirmPassword: true }), form)).toEqual(expected);
  });

  it("uses the brand's password rules", () => {
    const form = { ...consent, email: "player@example.com", password: "secret1" };
    expect(accountFieldErrors(shortSignUpSchema({ password: { requireUppercase: true } }), form)).toEqual({ password: "passwordNeedsUppercase" });
  });
});

describe("oneClickSignUpSchema", () => {
  it.each([
    ["consent only", consent, {}],
    ["with currency and promo code", { ...consent, currencyCode: "EUR", promoCode: "WELCOME" }, {}],
    ["no consent", {}, { over18: "mustAccept", acceptTerms: "mustAccept" }],
    ["a password is not asked for", { ...consent, password: "" }, {}],
  ])("%s", (_, form, expected) => {
    expect(accountFieldErrors(oneClickSignUpSchema(), form)).toEqual(expected);
  });
});
