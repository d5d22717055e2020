export {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALES,
  isLocale,
  localeDirection,
  localeInfo,
  resolveLocale,
  type Locale,
  type LocaleInfo,
  type TextDirection,
} from "./locales.ts";
export {
  ACTIVE_LANGUAGES_COOKIE,
  LANGUAGE_CODE_COOKIE,
  LOCALE_STORAGE_KEY,
  clearStoredLocale,
  readStoredLocale,
  storeLocale,
} from "./persistence.ts";
export { loadCatalog } from "./load-catalog.ts";
export { LocaleProvider, type LocaleProviderProps } from "./LocaleProvider.tsx";
export { useLocale, type LocaleContextValue } from "./locale-context.ts";
export { languageMessages } from "./messages.ts";
