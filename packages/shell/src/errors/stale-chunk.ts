/**
 * A chunk that no longer exists after a deploy (the tab still runs the old entry) fails its dynamic import. The page
 * is reloaded once for it, which fetches the new entry; a second failure within STALE_CHUNK_WINDOW_MS shows the error
 * page instead, so a chunk that stays broken can never make a reload loop. The time of the reload is kept in
 * sessionStorage (it survives the reload, per tab); without storage there is no reload at all, since nothing could
 * remember it.
 */
export const STALE_CHUNK_STORAGE_KEY = "casino:stale-chunk-reload";
export const STALE_CHUNK_WINDOW_MS = 5 * 60_000;

/** The texts browsers and Vite's preload helper give a failed dynamic import (chrome, firefox, safari, vite). */
const CHUNK_FAILURES = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

/**
 * A page's failed import, re-thrown under a message of its own: TanStack's lazyRouteComponent reloads on the
 * browser's texts by itself (once a session per URL, no time window), and the reload is decided in one place here.
 */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(cause: unknown) {
    super(`A part of the site could not load (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : "";
  return CHUNK_FAILURES.some((text) => message.startsWith(text));
}

export type ReloadMemory = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether to reload for a stale chunk now, recording the attempt when so: not within the window of the last one,
 * and never when the memory cannot be read or written.
 */
export function claimStaleChunkReload(memory: () => ReloadMemory | null, now: number): boolean {
  try {
    const storage = memory();
    if (!storage) return false;
    const last = Number(storage.getItem(STALE_CHUNK_STORAGE_KEY));
    if (last > 0 && now - last < STALE_CHUNK_WINDOW_MS && now >= last) return false;
    storage.setItem(STALE_CHUNK_STORAGE_KEY, String(now));
    return storage.getItem(STALE_CHUNK_STORAGE_KEY) === String(now);
  } catch {
    return false;
  }
}

const sessionMemory = (): ReloadMemory | null => globalThis.sessionStorage ?? null;

/** Reloads the page when the error is a failed import and no reload was tried lately; true when it does. */
export function reloadForStaleChunk(error: unknown): boolean {
  if (!isChunkLoadError(error) || !claimStaleChunkReload(sessionMemory, Date.now())) return false;
  window.location.reload();
  return true;
}
