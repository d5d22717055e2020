import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, isLocale, localeDirection, localeInfo, resolveLocale } from "./locales.ts";

describe("the locale list", () => {
  it("has 38 unique locales with en as the default", () => {
    expect(LOCALES).toHaveLength(38);
    expect(new Set(LOCALE_CODES).size).toBe(38);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALES[0]?.code).toBe("en");
  });

  it("gives every locale a distinct native and English name", () => {
    expect(new Set(LOCALES.map((l) => l.nativeName)).size).toBe(38);
    expect(new Set(LOCALES.map((l) => l.englishName)).size).toBe(38);
  });

  it.each(LOCALES.map((info) => [info.code, info] as const))("%s has names and a direction", (code, info) => {
    expect(info.nativeName.trim()).not.toBe("");
    expect(info.englishName.trim()).not.toBe("");
    expect(info.direction).toBe(localeDirection(code));
    expect(localeInfo(code)).toBe(info);
  });

  it("writes exactly ar, he and fa right to left", () => {
    expect(LOCALES.filter((l) => l.direction === "rtl").map((l) => l.code)).toEqual(["ar", "he", "fa"]);
  });
});

describe("isLocale", () => {
  it.each([
    ["en", true],
    ["pt-BR", true],
    ["pt-br", false],
    ["EN", false],
    ["xx", false],
    ["", false],
    [null, false],
    [undefined, false],
    [7, false],
  ])("isLocale(%j) is %s", (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe("resolveLocale", () => {
  it.each([
    ["de", "de"],
    ["DE", "de"],
    [" fr ", "fr"],
    ["pt-BR", "pt-BR"],
    ["pt-br", "pt-BR"],
    ["pt_BR", "pt-BR"],
    ["pt-PT", "pt"],
    ["de-AT", "de"],
    ["zh-Hans-CN", "zh"],
    ["ar-EG", "ar"],
    ["en-US", "en"],
    ["xx", "en"],
    ["xx-DE", "en"],
    ["", "en"],
    ["   ", "en"],
    [null, "en"],
    [undefined, "en"],
    [42, "en"],
    [{ code: "de" }, "en"],
  ])("resolveLocale(%j) is %s", (candidate, expected) => {
    expect(resolveLocale(candidate)).toBe(expected);
  });

  it("never detects the browser's language", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "de"]);
    expect(resolveLocale(undefined)).toBe("en");
  });
});
