import {
  contentCacheKey,
  freshContent,
  parseContentCache,
  rememberContent,
  type ContentCacheEntry,
  type ContentTextMap,
} from "./content-cache.ts";

export const CONTENT_CACHE_STORAGE_KEY = "contentTexts";

export interface ContentCache {
  /** A stored copy younger than five minutes, or undefined. */
  read(locale: string, version: string, now: number): ContentCacheEntry | undefined;
  write(locale: string, version: string, texts: ContentTextMap, now: number): void;
  clear(): void;
}

// localStorage throws when storage is disabled (privacy modes, sandboxed iframes); the cache is then a no-op.
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The content-text cache in localStorage: one JSON list under `contentTexts`; a corrupt value is removed. */
export function createContentCache(storage: () => Storage | undefined = browserStorage): ContentCache {
  const load = (): ContentCacheEntry[] => {
    const store = storage();
    const entries = parseContentCache(store?.getItem(CONTENT_CACHE_STORAGE_KEY) ?? null);
    if (entries) return entries;
    store?.removeItem(CONTENT_CACHE_STORAGE_KEY);
    return [];
  };
  return {
    read: (locale, version, now) => freshContent(load(), contentCacheKey(locale, version), now),
    write(locale, version, texts, now) {
      const entries = rememberContent(load(), { key: contentCacheKey(locale, version), storedAt: now, texts }, now);
      try {
        storage()?.setItem(CONTENT_CACHE_STORAGE_KEY, JSON.stringify(entries));
      } catch {
        // Quota exceeded: the texts still come from memory (react-query) until the next reload.
      }
    },
    clear: () => storage()?.removeItem(CONTENT_CACHE_STORAGE_KEY),
  };
}
