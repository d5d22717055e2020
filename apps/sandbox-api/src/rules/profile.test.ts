import { describe, expect, it } from "vitest";
import { emptyToNull, isOldEnough, lockedFields, normaliseDate, type LockState } from "./profile.ts";

const open: LockState = { isEmailVerified: false, firstName: null, lastName: null, phone: null, dateOfBirth: null, kycStatus: "NOT_STARTED" };

describe("lockedFields (spec §4)", () => {
  it.each<[string, Partial<LockState>, string[]]>([
    ["nothing for a fresh player", {}, []],
    ["email when verified", { isEmailVerified: true }, ["email"]],
    ["first name when non-empty", { firstName: "Ann" }, ["firstName"]],
    ["not a blank first name", { firstName: "  " }, []],
    ["last name when non-empty", { lastName: "Lee" }, ["lastName"]],
    ["phone code and phone when a phone is present", { phone: "79123456" }, ["phoneCode", "phone"]],
    ["date of birth and country when born", { dateOfBirth: "1990-01-01" }, ["dateOfBirth", "countryCode"]],
    ["not the 1900-01-01 placeholder", { dateOfBirth: "1900-01-01" }, []],
    ["address when KYC is APPROVED", { kycStatus: "APPROVED" }, ["address"]],
    ["not the address while KYC is pending", { kycStatus: "PENDING" }, []],
  ])("locks %s", (_name, state, expected) => {
    expect([...lockedFields({ ...open, ...state })].sort()).toEqual(expected.sort());
  });
});

describe("normaliseDate", () => {
  it.each([
    ["1990-04-12", "1990-04-12"],
    ["1990-04-12T00:00:00.000Z", "1990-04-12"],
    [" 2000-02-29 ", "2000-02-29"],
    ["2001-02-29", undefined],
    ["12/04/1990", undefined],
    ["", undefined],
  ])("%j -> %j", (input, expected) => {
    expect(normaliseDate(input)).toBe(expected);
  });
});

describe("isOldEnough (18, spec §5)", () => {
  const now = new Date("2026-03-10T23:59:00.000Z");
  it.each([
    ["2008-03-10", true],
    ["2008-03-11", false],
    ["1900-01-01", true],
    ["2008-02-29", true],
    ["1970-01-01", true],
  ])("born %s: %s", (dob, expected) => {
    expect(isOldEnough(dob, now)).toBe(expected);
  });
});

describe("emptyToNull", () => {
  it.each([
    ["", null],
    ["  ", null],
    [null, null],
    [undefined, null],
    [" x ", "x"],
  ])("%j -> %j", (input, expected) => {
    expect(emptyToNull(input)).toBe(expected);
  });
});
