import { useSyncExternalStore } from "react";
import { GUEST_FAVOURITES_STORAGE_KEY, GUEST_RECENT_STORAGE_KEY, parseStoredSlugs } from "@casino/domain";

export type GuestListKey = typeof GUEST_FAVOURITES_STORAGE_KEY | typeof GUEST_RECENT_STORAGE_KEY;

const EMPTY: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
// The parsed list per key, kept while the stored text is unchanged: useSyncExternalStore needs a stable snapshot.
const parsed = new Map<GuestListKey, { raw: string | null; list: readonly string[] }>();

function storedText(key: GuestListKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies): the guest simply has no lists
  }
}

/** The guest's stored slugs; a value that is not a list of slugs is removed (spec §7) and read as empty. */
export function readGuestList(key: GuestListKey): readonly string[] {
  const raw = storedText(key);
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.list;
  const list = parseStoredSlugs(raw);
  if (raw !== null && list.length === 0) {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing to clean up where storage is unavailable
    }
  }
  const value = list.length === 0 ? EMPTY : list;
  parsed.set(key, { raw: list.length === 0 ? null : raw, list: value });
  return value;
}

/** Stores a guest list (an empty one is removed) and tells every mounted reader. */
export function writeGuestList(key: GuestListKey, list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(list));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the lists shows here too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** A guest list as React state, updated when it is written here or in another tab. */
export function useGuestList(key: GuestListKey): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => readGuestList(key),
    () => EMPTY,
  );
}
