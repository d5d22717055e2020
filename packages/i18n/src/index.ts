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
export { loadBootCatalog, loadCatalog } from "./load-catalog.ts";
export { LocaleProvider, activateCatalog, type LocaleProviderProps } from "./LocaleProvider.tsx";
export { useLocale, type LocaleContextValue } from "./locale-context.ts";
export { languageMessages } from "./messages.ts";
export {
  CONTENT_CACHE_MAX_ENTRIES,
  CONTENT_CACHE_TTL_MS,
  contentCacheKey,
  contentVersion,
  freshContent,
  mergeContentTexts,
  parseContentCache,
  rememberContent,
  type ContentCacheEntry,
  type ContentTextMap,
} from "./content-texts/content-cache.ts";
export { CONTENT_CACHE_STORAGE_KEY, createContentCache, type ContentCache } from "./content-texts/content-store.ts";
