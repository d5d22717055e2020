import Cookies from "js-cookie";
import { isLocale, type Locale } from "./locales.ts";

export const LOCALE_STORAGE_KEY = "selectedLanguage";
export const LANGUAGE_CODE_COOKIE = "language-code";
export const ACTIVE_LANGUAGES_COOKIE = "active-languages";

const COOKIE_OPTIONS = { expires: 365, sameSite: "Lax", path: "/" } as const;

// localStorage throws when storage is disabled (privacy modes, sandboxed iframes); the cookies still work then.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function fromStorage(): Locale | undefined {
  const raw = storage()?.getItem(LOCALE_STORAGE_KEY);
  if (raw == null) return undefined;
  const value = parseJson(raw);
  if (isLocale(value)) return value;
  storage()?.removeItem(LOCALE_STORAGE_KEY);
  return undefined;
}

function fromLanguageCode(): Locale | undefined {
  const raw = Cookies.get(LANGUAGE_CODE_COOKIE);
  if (raw === undefined) return undefined;
  if (isLocale(raw)) return raw;
  Cookies.remove(LANGUAGE_CODE_COOKIE, { path: "/" });
  return undefined;
}

// active-languages holds a JSON list so that servers reading it can tell "the active one first" from others.
function fromActiveLanguages(): Locale | undefined {
  const raw = Cookies.get(ACTIVE_LANGUAGES_COOKIE);
  if (raw === undefined) return undefined;
  const value = parseJson(raw);
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  if (isLocale(first)) return first;
  Cookies.remove(ACTIVE_LANGUAGES_COOKIE, { path: "/" });
  return undefined;
}

/** The player's saved language, or undefined. Corrupt or unknown values are removed on the way. */
export function readStoredLocale(): Locale | undefined {
  // Every source is read (not short-circuited) so each corrupt value gets cleaned up.
  const stored = [fromStorage(), fromLanguageCode(), fromActiveLanguages()];
  return stored.find((locale) => locale !== undefined);
}

export function storeLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, JSON.stringify(locale));
  } catch {
    // Quota or disabled storage: the cookies below still carry the choice.
  }
  Cookies.set(LANGUAGE_CODE_COOKIE, locale, COOKIE_OPTIONS);
  Cookies.set(ACTIVE_LANGUAGES_COOKIE, JSON.stringify([locale]), COOKIE_OPTIONS);
}

export function clearStoredLocale(): void {
  storage()?.removeItem(LOCALE_STORAGE_KEY);
  Cookies.remove(LANGUAGE_CODE_COOKIE, { path: "/" });
  Cookies.remove(ACTIVE_LANGUAGES_COOKIE, { path: "/" });
}
