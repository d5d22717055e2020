import { describe, expect, it } from "vitest";
import {
  countryOptions,
  displayDateOfBirth,
  hasRealDateOfBirth,
  normaliseProfileSave,
  phoneCodeOptions,
  profileLocks,
  type ProfileLockInput,
} from "./profile.ts";

const blank: ProfileLockInput = {
  isEmailVerified: false,
  firstName: null,
  lastName: null,
  phoneCode: null,
  phone: null,
  dateOfBirth: null,
  kycStatus: "NOT_STARTED",
};
const none = {
  email: false,
  firstName: false,
  lastName: false,
  phoneCode: false,
  phone: false,
  dateOfBirth: false,
  countryCode: false,
  address: false,
};

describe("profileLocks", () => {
  it.each([
    ["a new account", {}, {}],
    ["e-mail verified", { isEmailVerified: true }, { email: true }],
    ["first name set", { firstName: "Anna" }, { firstName: true }],
    ["last name set", { lastName: "Smith" }, { lastName: true }],
    ["names of spaces only", { firstName: "  ", lastName: "" }, {}],
    ["phone present", { phoneCode: "+356", phone: "79123456" }, { phoneCode: true, phone: true }],
    ["phone code without a number", { phoneCode: "+356" }, {}],
    ["real date of birth: it and the country lock", { dateOfBirth: "1990-05-17" }, { dateOfBirth: true, countryCode: true }],
    ["placeholder 1900-01-01", { dateOfBirth: "1900-01-01" }, {}],
    ["placeholder as a date-time", { dateOfBirth: "1900-01-01T00:00:00.000Z" }, {}],
    ["empty date of birth", { dateOfBirth: "" }, {}],
    ["KYC approved", { kycStatus: "APPROVED" }, { address: true }],
    ["KYC pending", { kycStatus: "PENDING" }, {}],
  ] as const)("%s", (_, user, locked) => {
    expect(profileLocks({ ...blank, ...user })).toEqual({ ...none, ...locked });
  });
});

describe("hasRealDateOfBirth", () => {
  it.each([
    ["1990-05-17", true],
    ["1900-01-01", false],
    ["", false],
    [null, false],
  ] as const)("%j -> %s", (value, expected) => {
    expect(hasRealDateOfBirth(value)).toBe(expected);
  });
});

describe("displayDateOfBirth", () => {
  it.each([
    ["1990-05-17", "2026-11-22T10:00:00.000Z", "1990-05-17"],
    ["1990-05-17T00:00:00.000Z", "2026-11-22T10:00:00.000Z", "1990-05-17"],
    ["1900-01-01", "2026-11-22T10:00:00.000Z", "2008-11-22"],
    ["1900-01-01", "2028-02-29T10:00:00.000Z", "2010-02-28"],
    [null, "2026-11-22T10:00:00.000Z", ""],
    ["", "2026-11-22T10:00:00.000Z", ""],
  ] as const)("%j at %s -> %j", (dateOfBirth, now, expected) => {
    expect(displayDateOfBirth({ dateOfBirth }, new Date(now))).toBe(expected);
  });
});

describe("normaliseProfileSave", () => {
  it.each([
    ["empty texts become null", { firstName: "", lastName: "  ", city: "", phone: "" }, { firstName: null, lastName: null, city: null, phone: null }],
    ["texts are trimmed", { firstName: " Anna ", email: "a@b.co " }, { firstName: "Anna", email: "a@b.co" }],
    ["null stays null", { nickname: null }, { nickname: null }],
    ["date of birth from a date-time", { dateOfBirth: "1990-05-17T00:00:00.000Z" }, { dateOfBirth: "1990-05-17" }],
    ["date of birth already a date", { dateOfBirth: "1990-05-17" }, { dateOfBirth: "1990-05-17" }],
    ["date of birth from a picker's Date", { dateOfBirth: new Date(1990, 4, 17) }, { dateOfBirth: "1990-05-17" }],
    ["empty date of birth", { dateOfBirth: "" }, { dateOfBirth: null }],
    ["date of birth that is not a date", { dateOfBirth: "17/05/1990" }, { dateOfBirth: null }],
    ["empty gender", { gender: "" }, { gender: "Not to say" }],
    ["null gender", { gender: null }, { gender: "Not to say" }],
    ["a chosen gender", { gender: "Female" }, { gender: "Female" }],
    ["empty address", { address: "" }, { address: "" }],
    ["null address", { address: null }, { address: "" }],
    ["an address", { address: " Main St 1 " }, { address: "Main St 1" }],
    ["empty zip code left out", { zipCode: "", city: "Valletta" }, { city: "Valletta" }],
    ["null zip code left out", { zipCode: null }, {}],
    ["a zip code", { zipCode: " VLT 1010 " }, { zipCode: "VLT 1010" }],
    ["fields the form lacks are left out", {}, {}],
    ["newsletter and language kept", { newsLetter: false, preferredLanguage: "de" }, { newsLetter: false, preferredLanguage: "de" }],
  ] as const)("%s", (_, form, expected) => {
    expect(normaliseProfileSave(form)).toEqual(expected);
  });
});

const country = (code: string, phoneCode: string, name = code) => ({ code, name, phoneCode, flag: "" });

describe("phoneCodeOptions", () => {
  it.each([
    ["deduplicated and sorted by number", [country("GB", "+44"), country("US", "+1"), country("CA", "+1"), country("MT", "+356")], ["+1", "+44", "+356"]],
    ["AX left out, FI keeps +358", [country("AX", "+358"), country("FI", "+358")], ["+358"]],
    ["AX alone gives nothing", [country("AX", "+358")], []],
    ["AX in lower case left out too", [country("ax", "+358")], []],
    ["numeric, not text, order", [country("DE", "+49"), country("EG", "+20"), country("RU", "+7"), country("MT", "+356")], ["+7", "+20", "+49", "+356"]],
    ["a code without + is normalised", [country("DE", "49"), country("AT", "+43")], ["+43", "+49"]],
    ["nothing", [], []],
  ])("%s", (_, countries, expected) => {
    expect(phoneCodeOptions(countries)).toEqual(expected);
  });
});

describe("countryOptions", () => {
  it.each([
    ["duplicates removed, first kept, order kept", [country("MT", "+356", "Malta"), country("DE", "+49"), country("MT", "+356", "Malta (2)")], ["MT:Malta", "DE:DE"]],
    ["codes compared case-insensitively", [country("de", "+49", "first"), country("DE", "+49", "second")], ["de:first"]],
    ["AX stays a country", [country("AX", "+358"), country("FI", "+358")], ["AX:AX", "FI:FI"]],
  ])("%s", (_, countries, expected) => {
    expect(countryOptions(countries).map((c) => `${c.code}:${c.name}`)).toEqual(expected);
  });
});
