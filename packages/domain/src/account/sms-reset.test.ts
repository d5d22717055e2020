import { describe, expect, it } from "vitest";
import { accountFieldErrors } from "./codes.ts";
import { smsResetRequestSchema, smsResetSchema } from "./sms-reset.ts";

describe("smsResetRequestSchema", () => {
  it.each([
    ["a full number", { phoneCode: "+49", phone: "15123456789" }, {}],
    ["nothing", { phoneCode: "", phone: "" }, { phoneCode: "required", phone: "required" }],
    ["letters", { phoneCode: "+49", phone: "15x23" }, { phone: "phoneDigitsOnly" }],
    ["code + number below 8 digits", { phoneCode: "+1", phone: "12345" }, { phone: "phoneTooShort" }],
    ["code + number over 15 digits", { phoneCode: "+49", phone: "12345678901234" }, { phone: "phoneTooLong" }],
    ["a number without a code", { phoneCode: "", phone: "15123456789" }, { phoneCode: "required" }],
  ])("%s", (_, input, expected) => {
    expect(accountFieldErrors(smsResetRequestSchema(), input)).toEqual(expected);
  });
});

describe("smsResetSchema", () => {
  const good = { code: "123456", newPassword: "secret1", confirmPassword: "secret1" };
  it.each([
    ["a six-digit code and matching passwords", good, {}, {}],
    ["no code", { ...good, code: "" }, {}, { code: "required" }],
    ["five digits", { ...good, code: "12345" }, {}, { code: "invalidCode" }],
    ["seven digits", { ...good, code: "1234567" }, {}, { code: "invalidCode" }],
    ["letters in the code", { ...good, code: "12a456" }, {}, { code: "invalidCode" }],
    ["a code with spaces around is trimmed", { ...good, code: " 123456 " }, {}, {}],
    ["passwords differ", { ...good, confirmPassword: "secret2" }, {}, { confirmPassword: "passwordsDontMatch" }],
    ["too short for the brand", good, { minLength: 8 }, { newPassword: "passwordTooShort" }],
    ["brand needs an upper-case letter", good, { requireUppercase: true }, { newPassword: "passwordNeedsUppercase" }],
  ])("%s", (_, input, options, expected) => {
    expect(accountFieldErrors(smsResetSchema(options), input)).toEqual(expected);
  });
});
