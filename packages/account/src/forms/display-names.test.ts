import { describe, expect, it } from "vitest";
import { displayName, sortByName } from "./display-names.ts";

describe("displayName", () => {
  it.each([
    ["pl", "region", "DE", "Germany", "Niemcy"],
    ["ar", "region", "EG", "Egypt", "مصر"],
    ["de", "currency", "EUR", "Euro", "Euro"],
    ["fr", "currency", "USD", "US Dollar", "dollar des États-Unis"],
    ["pl", "currency", "USDT", "Tether", "Tether"],
    ["pl", "currency", "BTC", "Bitcoin", "Bitcoin"],
    ["pl", "region", "", "Nowhere", "Nowhere"],
    ["not a locale!", "region", "DE", "Germany", "Germany"],
  ] as const)("%s %s %s: %s reads %s", (locale, type, code, fallback, expected) => {
    expect(displayName(locale, type, code, fallback)).toBe(expected);
  });
});

describe("sortByName", () => {
  it("orders names as the language does", () => {
    expect(sortByName(["Łotwa", "Litwa", "Luksemburg"], "pl", (name) => name)).toEqual(["Litwa", "Luksemburg", "Łotwa"]);
    expect(sortByName(["Österreich", "Oman", "Polen"], "de", (name) => name)).toEqual(["Oman", "Österreich", "Polen"]);
  });
});
