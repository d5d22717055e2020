import { describe, expect, it } from "vitest";
import { countryAllowed, currencyAllowed, emailAllowed, tagRestricted, tagsAllowed } from "./cashier-method-access.ts";

const noTags = { matched: [], unmatched: [], perTag: {}, default: [] };
const method = (over: object = {}) => ({
  allowedCountries: [] as string[],
  restrictedCountries: [] as string[],
  tagRestrictedCountries: noTags,
  allowedCurrencies: [] as string[],
  restrictedCurrencies: [] as string[],
  allowEmails: [] as string[],
  allowTags: [] as string[],
  limits: { EUR: { min: 1, max: 2 }, INR: { min: 1, max: 2 } },
  ...over,
});

describe("currencyAllowed", () => {
  it.each([
    ["no rules and limits for it", {}, "EUR", true],
    ["no limits for it", {}, "USD", false],
    ["not in the allow list", { allowedCurrencies: ["INR"] }, "EUR", false],
    ["in the allow list", { allowedCurrencies: ["INR"] }, "INR", true],
    ["restricted", { restrictedCurrencies: ["EUR"] }, "EUR", false],
  ])("%s", (_, over, currency, expected) => {
    const m = method(over);
    expect(currencyAllowed(m, m.limits, currency)).toBe(expected);
  });
});

describe("tagRestricted", () => {
  const rules = { matched: ["NG"], unmatched: ["UA"], perTag: { "high-risk": ["BR", "TR"], vip: [] }, default: ["IN"] };
  it.each([
    ["no tags: default", [], ["IN"]],
    ["a named tag: its countries and matched", ["high-risk"], ["BR", "TR", "NG"]],
    ["a named tag without countries: matched", ["vip"], ["NG"]],
    ["only other tags: unmatched", ["newsletter"], ["UA"]],
  ])("%s", (_, tags: string[], expected) => expect(tagRestricted(rules, tags)).toEqual(expected));
});

describe("countryAllowed", () => {
  it.each([
    ["no rules", {}, "DE", undefined, true],
    ["outside the allow list", { allowedCountries: ["IN"] }, "DE", undefined, false],
    ["restricted", { restrictedCountries: ["DE"] }, "DE", undefined, false],
    ["closed by the player's tag", { tagRestrictedCountries: { ...noTags, perTag: { x: ["DE"] } } }, "DE", ["x"], false],
    ["tag rules ignored without a player", { tagRestrictedCountries: { ...noTags, default: ["DE"] } }, "DE", undefined, true],
  ])("%s", (_, over, country, tags: string[] | undefined, expected) => expect(countryAllowed(method(over), country, tags)).toBe(expected));
});

describe("emailAllowed / tagsAllowed", () => {
  it.each([
    [[], "a@b.c", true],
    [["depositor@demo.casino"], "Depositor@Demo.casino", true],
    [["@casino.staff"], "ann@casino.staff", true],
    [["@casino.staff"], "ann@other.test", false],
  ])("%j lets %s in: %s", (list: string[], email, expected) => expect(emailAllowed(list, email)).toBe(expected));

  it.each([
    [[], [], true],
    [["vip"], ["vip", "x"], true],
    [["vip"], [], false],
  ])("allowTags %j with tags %j: %s", (allow: string[], tags: string[], expected) => expect(tagsAllowed(allow, tags)).toBe(expected));
});
