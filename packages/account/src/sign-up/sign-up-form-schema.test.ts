import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { emptyValues, renderableFields, shownFields, signUpFormSchema } from "./sign-up-form-schema.ts";
import { REGISTRATION_FIELDS } from "./sign-up-fixtures.ts";

const now = new Date("2026-11-22T12:00:00Z");
const consent = { over18: true, acceptTerms: true, newsLetter: false };

describe("the sign-up form's fields", () => {
  it.each([
    ["full, sandbox map", "full", REGISTRATION_FIELDS, true, ["email", "password", "confirmPassword", "firstName", "lastName", "gender", "dateOfBirth", "phone", "countryCode", "currencyCode"]],
    ["full, only e-mail and password", "full", { email: 2, password: 2, username: 0 }, true, ["email", "password"]],
    ["short", "short", REGISTRATION_FIELDS, true, ["email", "phone", "password"]],
    ["1-click with currencies", "one-click", {}, true, ["currencyCode", "countryCode"]],
    ["1-click without currencies", "one-click", {}, false, ["countryCode"]],
  ] as const)("%s", (_name, variant, fields, offerCurrency, expected) => {
    expect(shownFields(variant, fields, offerCurrency)).toEqual(expected);
  });

  it.each([
    ["promoCode is dropped (the call has no such field)", { email: 2, promoCode: 2 }, { email: 2 }],
    ["phoneCode goes with a shown phone", { phone: 1, phoneCode: 2 }, { phone: 1, phoneCode: 2 }],
    ["phoneCode without a phone is dropped", { phone: 0, phoneCode: 2 }, { phone: 0 }],
    ["unknown fields are dropped", { email: 2, favouriteColour: 2 }, { email: 2 }],
  ])("renderableFields: %s", (_name, fields, expected) => {
    expect(renderableFields(fields)).toEqual(expected);
  });

  it("a required field the form cannot draw never blocks it", () => {
    const schema = signUpFormSchema("full", { email: 2, password: 2, promoCode: 2, phone: 0, phoneCode: 2 }, { now, password: {} });
    expect(v.safeParse(schema, { email: "a@b.co", password: "secret1", ...consent }).success).toBe(true);
  });

  it("empty values cover every shown field, the phone code and the consent; presets fill only shown fields", () => {
    expect(emptyValues(["email", "phone"], { phoneCode: "+49", countryCode: "DE" })).toEqual({
      email: "",
      phone: "",
      phoneCode: "+49",
      over18: false,
      acceptTerms: false,
      newsLetter: false,
    });
  });
});
