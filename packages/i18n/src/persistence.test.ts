import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_CODES } from "./locales.ts";
import {
  ACTIVE_LANGUAGES_COOKIE,
  LANGUAGE_CODE_COOKIE,
  LOCALE_STORAGE_KEY,
  clearStoredLocale,
  readStoredLocale,
  storeLocale,
} from "./persistence.ts";

afterEach(() => clearStoredLocale());

describe("language persistence", () => {
  it("reads nothing when nothing is stored", () => {
    expect(readStoredLocale()).toBeUndefined();
  });

  it.each(LOCALE_CODES)("round-trips %s through storage and cookies", (locale) => {
    storeLocale(locale);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe(JSON.stringify(locale));
    expect(Cookies.get(LANGUAGE_CODE_COOKIE)).toBe(locale);
    expect(Cookies.get(ACTIVE_LANGUAGES_COOKIE)).toBe(JSON.stringify([locale]));
    expect(readStoredLocale()).toBe(locale);
  });

  it("sets both cookies for 365 days, SameSite Lax, on the whole site", () => {
    const set = vi.spyOn(Cookies, "set");
    storeLocale("de");
    const options = { expires: 365, sameSite: "Lax", path: "/" };
    expect(set).toHaveBeenCalledWith(LANGUAGE_CODE_COOKIE, "de", options);
    expect(set).toHaveBeenCalledWith(ACTIVE_LANGUAGES_COOKIE, '["de"]', options);
  });

  it("prefers localStorage, then language-code, then active-languages", () => {
    Cookies.set(ACTIVE_LANGUAGES_COOKIE, '["fr"]');
    expect(readStoredLocale()).toBe("fr");
    Cookies.set(LANGUAGE_CODE_COOKIE, "ar");
    expect(readStoredLocale()).toBe("ar");
    localStorage.setItem(LOCALE_STORAGE_KEY, '"de"');
    expect(readStoredLocale()).toBe("de");
  });

  it.each(["de", "{", '"xx"', '"pt-br"', "42", "null", '["de"]', '{"code":"de"}'])(
    "removes the unusable localStorage value %s",
    (raw) => {
      localStorage.setItem(LOCALE_STORAGE_KEY, raw);
      expect(readStoredLocale()).toBeUndefined();
      expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    },
  );

  it.each(["xx", "DE", '"de"', ""])("removes the unusable language-code cookie %j", (raw) => {
    Cookies.set(LANGUAGE_CODE_COOKIE, raw);
    expect(readStoredLocale()).toBeUndefined();
    expect(Cookies.get(LANGUAGE_CODE_COOKIE)).toBeUndefined();
  });

  it.each(["de", "[", "[]", '["xx"]', '"de"', "{}"])("removes the unusable active-languages cookie %j", (raw) => {
    Cookies.set(ACTIVE_LANGUAGES_COOKIE, raw);
    expect(readStoredLocale()).toBeUndefined();
    expect(Cookies.get(ACTIVE_LANGUAGES_COOKIE)).toBeUndefined();
  });

  it("falls through a corrupt localStorage value to a valid cookie and cleans the corrupt one", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "{not json");
    Cookies.set(LANGUAGE_CODE_COOKIE, "he");
    expect(readStoredLocale()).toBe("he");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("clears every place the choice is kept", () => {
    storeLocale("ja");
    clearStoredLocale();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(Cookies.get()).toEqual({});
  });
});
