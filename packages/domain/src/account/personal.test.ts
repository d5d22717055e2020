import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { accountFieldErrors } from "./codes.ts";
import {
  ConsentSchema,
  dateOfBirthField,
  dateOfBirthProblem,
  dobPickerRange,
  isAdult,
  nameField,
  phoneField,
  phoneKeyAllowed,
  phoneProblem,
  phoneRules,
  toIsoDate,
  yearsBefore,
} from "./personal.ts";

const at = (date: string) => new Date(`${date}T12:00:00.000Z`);

describe("names", () => {
  it.each([
    ["Anna", true, null],
    ["  Anna  ", true, null],
    ["", true, "required"],
    ["   ", true, "required"],
    [null, true, "required"],
    ["", false, null],
    ["a".repeat(255), true, null],
    ["a".repeat(256), true, "nameTooLong"],
    ["a".repeat(256), false, "nameTooLong"],
  ] as const)("%j (required %s) -> %s", (value, required, expected) => {
    expect(accountFieldErrors(nameField(required), value).form ?? null).toBe(expected);
  });

  it("trims the name", () => {
    expect(v.parse(nameField(), "  Anna ")).toBe("Anna");
  });
});

describe("phoneProblem (code + number, 8 to 15 digits)", () => {
  it.each([
    ["+49", "1701234567", null],
    ["49", "1701234567", null],
    ["+49", "", null],
    ["+49", "170-1234", "phoneDigitsOnly"],
    ["+49", "170 1234", "phoneDigitsOnly"],
    ["+49", "+491701234", "phoneDigitsOnly"],
    ["+1", "123456", "phoneTooShort"],
    ["+1", "1234567", null],
    ["+358", "1234", "phoneTooShort"],
    ["+358", "12345", null],
    ["+49", "1234567890123", null],
    ["+49", "12345678901234", "phoneTooLong"],
    ["+1", "12345678901234", null],
    ["+1", "123456789012345", "phoneTooLong"],
  ] as const)("%s %s -> %s", (code, number, expected) => {
    expect(phoneProblem(code, number)).toBe(expected);
  });
});

describe("phone field with phoneRules", () => {
  const schema = v.pipe(v.object({ phoneCode: v.optional(v.string(), ""), phone: phoneField(true) }), phoneRules());
  it.each([
    [{ phoneCode: "+49", phone: "1701234567" }, {}],
    [{ phoneCode: "+49", phone: "" }, { phone: "required" }],
    [{ phoneCode: "", phone: "1701234567" }, { phoneCode: "required" }],
    [{ phoneCode: "+49", phone: "17a" }, { phone: "phoneDigitsOnly" }],
    [{ phoneCode: "+49", phone: "123" }, { phone: "phoneTooShort" }],
    [{ phoneCode: "+49", phone: "1234567890123456" }, { phone: "phoneTooLong" }],
  ])("%j -> %j", (form, expected) => {
    expect(accountFieldErrors(schema, form)).toEqual(expected);
  });
});

describe("phoneKeyAllowed", () => {
  it.each([
    ["+49", "170", "5", true],
    ["+49", "170", "a", false],
    ["+49", "170", "+", false],
    ["+49", "170", " ", false],
    ["+49", "170", "-", false],
    ["+49", "1234567890123", "4", false],
    ["+49", "123456789012", "3", true],
    ["+49", "1234567890123", "Backspace", true],
    ["+49", "1234567890123", "Delete", true],
    ["+49", "1234567890123", "ArrowLeft", true],
    ["+49", "1234567890123", "Tab", true],
    ["", "12345678901234", "5", true],
    ["", "123456789012345", "6", false],
  ] as const)("code %s, number %s, key %s -> %s", (code, number, key, expected) => {
    expect(phoneKeyAllowed(code, number, key)).toBe(expected);
  });
});

describe("toIsoDate", () => {
  it.each([
    ["2000-05-17", "2000-05-17"],
    [" 2000-05-17 ", "2000-05-17"],
    ["2000-05-17T00:00:00.000Z", "2000-05-17"],
    ["2000-02-29", "2000-02-29"],
    ["2001-02-29", undefined],
    ["2000-13-01", undefined],
    ["17/05/2000", undefined],
    ["", undefined],
    [null, undefined],
  ] as const)("%j -> %s", (value, expected) => {
    expect(toIsoDate(value)).toBe(expected);
  });

  it("takes a picker's Date by its local day", () => {
    expect(toIsoDate(new Date(2000, 4, 17))).toBe("2000-05-17");
    expect(toIsoDate(new Date(Number.NaN))).toBeUndefined();
  });
});

describe("yearsBefore", () => {
  it.each([
    ["2026-11-22", 18, "2008-11-22"],
    ["2028-02-29", 18, "2010-02-28"],
    ["2028-02-29", 4, "2024-02-29"],
    ["2026-11-22", 100, "1926-11-22"],
  ] as const)("%s minus %s years -> %s", (date, years, expected) => {
    expect(yearsBefore(date, years)).toBe(expected);
  });
});

describe("isAdult and the date-of-birth rule", () => {
  it.each([
    ["18th birthday itself", "2008-11-22", "2026-11-22", true, null],
    ["one day before the 18th birthday", "2008-11-23", "2026-11-22", false, "invalidDob"],
    ["one day after the 18th birthday", "2008-11-21", "2026-11-22", true, null],
    ["29 Feb birthday, 28 Feb of a non-leap 18th year", "2008-02-29", "2026-02-28", false, "invalidDob"],
    ["29 Feb birthday, 1 Mar of a non-leap 18th year", "2008-02-29", "2026-03-01", true, null],
    ["29 Feb birthday, 29 Feb of the 17th year", "2008-02-29", "2025-02-28", false, "invalidDob"],
    ["28 Feb birthday, 18th birthday in a leap year", "2010-02-28", "2028-02-28", true, null],
    ["1 Mar birthday, 29 Feb of the leap 18th year", "2010-03-01", "2028-02-29", false, "invalidDob"],
    ["an ISO date-time", "2000-01-01T00:00:00.000Z", "2026-11-22", true, null],
    ["a future date", "2030-01-01", "2026-11-22", false, "invalidDob"],
    ["not a date", "31/12/1990", "2026-11-22", false, "invalidDob"],
    ["an impossible date", "1990-02-30", "2026-11-22", false, "invalidDob"],
    ["exactly 100 years back (picker minimum)", "1926-11-22", "2026-11-22", true, null],
    ["a day before the picker minimum", "1926-11-21", "2026-11-22", true, "invalidDob"],
    ["the 1900-01-01 placeholder", "1900-01-01", "2026-11-22", true, "invalidDob"],
  ] as const)("%s (%s at %s) -> adult %s, %s", (_, dob, today, adult, problem) => {
    expect(isAdult(dob, at(today))).toBe(adult);
    expect(dateOfBirthProblem(dob, at(today))).toBe(problem);
    expect(accountFieldErrors(dateOfBirthField(at(today)), dob).form ?? null).toBe(problem);
  });

  it.each([
    ["", true, "required"],
    [null, true, "required"],
    ["", false, null],
    ["2020-01-01", false, "invalidDob"],
  ] as const)("%j (required %s) -> %s", (value, required, expected) => {
    expect(accountFieldErrors(dateOfBirthField(at("2026-11-22"), required), value).form ?? null).toBe(expected);
  });

  it("checks the age on the UTC date of now", () => {
    // 23:30 UTC on the day before the birthday: still 17, wherever the browser is.
    expect(isAdult("2008-11-23", new Date("2026-11-22T23:30:00.000Z"))).toBe(false);
    expect(isAdult("2008-11-23", new Date("2026-11-23T00:00:00.000Z"))).toBe(true);
  });
});

describe("dobPickerRange", () => {
  it.each([
    ["2026-11-22", { min: "1926-11-22", max: "2008-11-22" }],
    ["2028-02-29", { min: "1928-02-29", max: "2010-02-28" }],
    ["2027-01-01", { min: "1927-01-01", max: "2009-01-01" }],
  ] as const)("at %s -> %j", (today, expected) => {
    expect(dobPickerRange(at(today))).toEqual(expected);
  });
});

describe("consent", () => {
  it.each([
    [{ over18: true, acceptTerms: true }, {}],
    [{ over18: true, acceptTerms: true, newsLetter: true }, {}],
    [{ over18: false, acceptTerms: true }, { over18: "mustAccept" }],
    [{ over18: true, acceptTerms: false }, { acceptTerms: "mustAccept" }],
    [{}, { over18: "mustAccept", acceptTerms: "mustAccept" }],
  ])("%j -> %j", (form, expected) => {
    expect(accountFieldErrors(ConsentSchema, form)).toEqual(expected);
  });

  it("newsletter defaults to false", () => {
    expect(v.parse(ConsentSchema, { over18: true, acceptTerms: true })).toEqual({ over18: true, acceptTerms: true, newsLetter: false });
  });
});
