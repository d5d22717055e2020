import { describe, expect, it } from "vitest";
import {
  methodAvailable,
  methodCountryAllowed,
  methodEmailAllowed,
  methodTagsAllowed,
  tagRestricted,
  visibleMethods,
  type MethodAccessRules,
  type MethodViewer,
} from "./payment-method-access.ts";

const noTags = { matched: [], unmatched: [], perTag: {}, default: [] };
const method = (over: Partial<MethodAccessRules> & { name?: string } = {}) => ({
  name: "m",
  isActive: true,
  hidden: false,
  sortPriority: 1,
  allowedCountries: [],
  restrictedCountries: [],
  tagRestrictedCountries: noTags,
  allowedCurrencies: [],
  restrictedCurrencies: [],
  allowEmails: [],
  allowTags: [],
  ...over,
});
const viewer: MethodViewer = { countryCode: "DE", currencyCode: "EUR", email: "player@example.com", tags: [] };

describe("tagRestricted", () => {
  const rules = { matched: ["NG"], unmatched: ["UA"], perTag: { "high-risk": ["BR", "TR"], vip: [] }, default: ["IN"] };
  it.each([
    ["no tags: default", [], ["IN"]],
    ["a named tag: its countries and matched", ["high-risk"], ["BR", "TR", "NG"]],
    ["a named tag without countries: matched", ["vip"], ["NG"]],
    ["two named tags: both lists and matched", ["high-risk", "vip"], ["BR", "TR", "NG"]],
    ["only other tags: unmatched", ["newsletter"], ["UA"]],
    ["a named and another tag: matched, not unmatched", ["newsletter", "vip"], ["NG"]],
  ])("%s", (_, tags: string[], expected) => expect(tagRestricted(rules, tags)).toEqual(expected));
});

describe("methodCountryAllowed", () => {
  it.each([
    ["no rules", {}, "DE", [], true],
    ["not in the allow list", { allowedCountries: ["IN"] }, "DE", [], false],
    ["restricted wins over allowed", { allowedCountries: ["DE"], restrictedCountries: ["DE"] }, "DE", [], false],
    ["closed by the player's tag", { tagRestrictedCountries: { ...noTags, perTag: { x: ["DE"] } } }, "DE", ["x"], false],
    ["closed by default for untagged players", { tagRestrictedCountries: { ...noTags, default: ["DE"] } }, "DE", [], false],
    ["tag rules ignored without a player", { tagRestrictedCountries: { ...noTags, default: ["DE"] } }, "DE", undefined, true],
  ])("%s", (_, over, country, tags: string[] | undefined, expected) => expect(methodCountryAllowed(method(over), country, tags)).toBe(expected));
});

describe("methodEmailAllowed / methodTagsAllowed", () => {
  it.each([
    [[], "anyone@x.com", true],
    [["depositor@demo.casino"], "Depositor@Demo.Casino", true],
    [["depositor@demo.casino"], "other@demo.casino", false],
    [["@casino.staff"], "ops@casino.staff", true],
    [["@casino.staff"], "ops@evilcasino.staff", false],
    [[" @Casino.Staff "], " ops@casino.staff ", true],
    [["@casino.staff"], "ops@casino.staff.com", false],
  ])("%j lets %s in: %s", (list: string[], email, expected) => expect(methodEmailAllowed(list, email)).toBe(expected));

  it.each([
    [[], [], true],
    [["vip"], [], false],
    [["vip"], ["vip"], true],
    [["vip", "staff"], ["newsletter", "staff"], true],
  ])("allowTags %j with tags %j: %s", (allow: string[], tags: string[], expected) => expect(methodTagsAllowed(allow, tags)).toBe(expected));
});

describe("methodAvailable", () => {
  it.each([
    ["open method", {}, viewer, true],
    ["inactive", { isActive: false }, viewer, false],
    ["hidden is still usable", { hidden: true }, viewer, true],
    ["currency not allowed", { allowedCurrencies: ["INR"] }, viewer, false],
    ["currency restricted", { restrictedCurrencies: ["EUR"] }, viewer, false],
    ["country restricted", { restrictedCountries: ["DE"] }, viewer, false],
    ["tag-restricted country", { tagRestrictedCountries: { ...noTags, unmatched: ["DE"] } }, { ...viewer, tags: ["x"] }, false],
    ["e-mail not listed", { allowEmails: ["@casino.staff"] }, viewer, false],
    ["e-mail domain listed", { allowEmails: ["@example.com"] }, viewer, true],
    ["tag missing", { allowTags: ["vip"] }, viewer, false],
    ["tag present", { allowTags: ["vip"] }, { ...viewer, tags: ["vip"] }, true],
  ] as const)("%s", (_, over, who, expected) => expect(methodAvailable(method(over as Partial<MethodAccessRules>), who)).toBe(expected));
});

describe("visibleMethods", () => {
  it("keeps active, shown, allowed methods by sortPriority", () => {
    const methods = [
      method({ name: "carouseller", sortPriority: 9 }),
      method({ name: "legacy_card", sortPriority: 99, isActive: false, hidden: true }),
      method({ name: "card", sortPriority: 1 }),
      method({ name: "secret", sortPriority: 0, hidden: true }),
      method({ name: "vip_wire", sortPriority: 10, allowTags: ["vip"] }),
      method({ name: "bitcoin", sortPriority: 2 }),
      method({ name: "tie", sortPriority: 2 }),
    ];
    expect(visibleMethods(methods, viewer).map((m) => m.name)).toEqual(["card", "bitcoin", "tie", "carouseller"]);
    expect(visibleMethods(methods, { ...viewer, tags: ["vip"] }).map((m) => m.name)).toContain("vip_wire");
  });

  it("does not reorder the caller's array", () => {
    const methods = [method({ name: "b", sortPriority: 2 }), method({ name: "a", sortPriority: 1 })];
    visibleMethods(methods, viewer);
    expect(methods.map((m) => m.name)).toEqual(["b", "a"]);
  });
});
