// Pure rules of the content-text cache (spec §9: 5 minutes, up to 50 entries, keys by date). No I/O, no clock.

export type ContentTextMap = Readonly<Record<string, string>>;

export interface ContentCacheEntry {
  /** `<locale>@<version>`, the version being the day's date: a new day asks the server again. */
  readonly key: string;
  readonly storedAt: number;
  readonly texts: ContentTextMap;
}

export const CONTENT_CACHE_TTL_MS = 5 * 60_000;
export const CONTENT_CACHE_MAX_ENTRIES = 50;

export function contentCacheKey(locale: string, version: string): string {
  return `${locale}@${version}`;
}

/** The content version of a moment: its UTC date, `YYYY-MM-DD`. */
export function contentVersion(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

function isEntry(value: unknown): value is ContentCacheEntry {
  if (typeof value !== "object" || value === null) return false;
  const { key, storedAt, texts } = value as Record<string, unknown>;
  if (typeof key !== "string" || typeof storedAt !== "number" || !Number.isFinite(storedAt)) return false;
  if (typeof texts !== "object" || texts === null || Array.isArray(texts)) return false;
  return Object.values(texts).every((text) => typeof text === "string");
}

/** The stored entries, or undefined when the stored value is not JSON of the right shape (the caller removes it). */
export function parseContentCache(raw: string | null): ContentCacheEntry[] | undefined {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return Array.isArray(value) && value.every(isEntry) ? value : undefined;
}

const isFresh = (entry: ContentCacheEntry, now: number) =>
  entry.storedAt <= now && now - entry.storedAt < CONTENT_CACHE_TTL_MS;

/** The entry under `key` if it is younger than five minutes. */
export function freshContent(entries: readonly ContentCacheEntry[], key: string, now: number): ContentCacheEntry | undefined {
  return entries.find((entry) => entry.key === key && isFresh(entry, now));
}

/** Puts `entry` first (least recently stored last), drops stale entries and any beyond fifty. */
export function rememberContent(entries: readonly ContentCacheEntry[], entry: ContentCacheEntry, now: number): ContentCacheEntry[] {
  const others = entries.filter((e) => e.key !== entry.key && isFresh(e, now));
  return [entry, ...others].slice(0, CONTENT_CACHE_MAX_ENTRIES);
}

/** Remote texts over the built-in defaults, key by key; an empty remote text keeps the default. */
export function mergeContentTexts(defaults: ContentTextMap, remote: ContentTextMap | undefined): Record<string, string> {
  const merged: Record<string, string> = { ...defaults };
  for (const [key, text] of Object.entries(remote ?? {})) if (text.trim() !== "") merged[key] = text;
  return merged;
}
