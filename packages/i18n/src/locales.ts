// Pure data and functions, no imports: the root lingui.config.ts loads this file too.

export type TextDirection = "ltr" | "rtl";

export const LOCALE_CODES = [
  "en", "de", "fr", "es", "it", "pt", "pt-BR", "nl", "pl", "cs", "sk", "hu", "ro",
  "bg", "el", "tr", "ru", "uk", "fi", "sv", "nb", "da", "et", "lv", "lt", "sl",
  "hr", "sr", "ja", "ko", "zh", "hi", "th", "vi", "id", "ar", "he", "fa",
] as const;

export type Locale = (typeof LOCALE_CODES)[number];

export interface LocaleInfo {
  readonly code: Locale;
  readonly nativeName: string;
  readonly englishName: string;
  readonly direction: TextDirection;
}

export const DEFAULT_LOCALE: Locale = "en";

const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(["ar", "he", "fa"]);

const NAMES: Record<Locale, readonly [nativeName: string, englishName: string]> = {
  en: ["English", "English"],
  de: ["Deutsch", "German"],
  fr: ["Français", "French"],
  es: ["Español", "Spanish"],
  it: ["Italiano", "Italian"],
  pt: ["Português", "Portuguese"],
  "pt-BR": ["Português (Brasil)", "Portuguese (Brazil)"],
  nl: ["Nederlands", "Dutch"],
  pl: ["Polski", "Polish"],
  cs: ["Čeština", "Czech"],
  sk: ["Slovenčina", "Slovak"],
  hu: ["Magyar", "Hungarian"],
  ro: ["Română", "Romanian"],
  bg: ["Български", "Bulgarian"],
  el: ["Ελληνικά", "Greek"],
  tr: ["Türkçe", "Turkish"],
  ru: ["Русский", "Russian"],
  uk: ["Українська", "Ukrainian"],
  fi: ["Suomi", "Finnish"],
  sv: ["Svenska", "Swedish"],
  nb: ["Norsk bokmål", "Norwegian Bokmål"],
  da: ["Dansk", "Danish"],
  et: ["Eesti", "Estonian"],
  lv: ["Latviešu", "Latvian"],
  lt: ["Lietuvių", "Lithuanian"],
  sl: ["Slovenščina", "Slovenian"],
  hr: ["Hrvatski", "Croatian"],
  sr: ["Српски", "Serbian"],
  ja: ["日本語", "Japanese"],
  ko: ["한국어", "Korean"],
  zh: ["中文", "Chinese"],
  hi: ["हिन्दी", "Hindi"],
  th: ["ไทย", "Thai"],
  vi: ["Tiếng Việt", "Vietnamese"],
  id: ["Bahasa Indonesia", "Indonesian"],
  ar: ["العربية", "Arabic"],
  he: ["עברית", "Hebrew"],
  fa: ["فارسی", "Persian"],
};

export const LOCALES: readonly LocaleInfo[] = LOCALE_CODES.map((code) => ({
  code,
  nativeName: NAMES[code][0],
  englishName: NAMES[code][1],
  direction: RTL_LOCALES.has(code) ? "rtl" : "ltr",
}));

const CODES: ReadonlySet<string> = new Set(LOCALE_CODES);
const BY_LOWER_CASE = new Map<string, Locale>(LOCALE_CODES.map((code) => [code.toLowerCase(), code]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && CODES.has(value);
}

export function localeDirection(locale: Locale): TextDirection {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES.find((info) => info.code === locale) ?? LOCALES[0]!;
}

/**
 * Maps any candidate (a stored value, the server's `locale` after login, a URL part) onto a supported locale.
 * Tolerates case, `_` separators and unknown regions (`de-AT` is `de`); anything else is the default.
 * It deliberately never consults `navigator.language`: the product has no automatic detection.
 */
export function resolveLocale(candidate: unknown): Locale {
  if (typeof candidate !== "string") return DEFAULT_LOCALE;
  const normalized = candidate.trim().replaceAll("_", "-").toLowerCase();
  if (normalized === "") return DEFAULT_LOCALE;
  const exact = BY_LOWER_CASE.get(normalized);
  if (exact) return exact;
  const language = normalized.split("-")[0] ?? "";
  return BY_LOWER_CASE.get(language) ?? DEFAULT_LOCALE;
}
