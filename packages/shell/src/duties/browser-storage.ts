// localStorage throws when storage is disabled (privacy modes, sandboxed iframes): a duty then just forgets.

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Quota or disabled storage.
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Disabled storage.
  }
}

/** Stored JSON; a value that does not parse is removed and read as nothing (spec §7). */
export function readStoredJson(key: string): unknown {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    removeStored(key);
    return null;
  }
}

export const userAgent = (): string => globalThis.navigator?.userAgent ?? "";
