import { RECENT_GAMES_MAX, unique } from "./guest-games.ts";

// The changes to a guest's lists (a launch, a favourite, the merge at login): apart from reading them, which the
// lobby's first paint does, so its first download carries only the reading.

/** A launch puts the game first; an earlier entry of it moves up rather than appearing twice. */
export function addRecent(list: readonly string[], slug: string, max = RECENT_GAMES_MAX): string[] {
  return [slug, ...list.filter((entry) => entry !== slug)].slice(0, Math.max(0, max));
}

/** Favourite toggle for a guest: removing keeps the others' order, adding puts the game first (latest first). */
export function toggleSlug(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((entry) => entry !== slug) : [slug, ...list];
}

/**
 * After login the server's list leads (it is the account's, possibly from another device), then the guest's
 * local games it lacks, in their local order. The caller sends those to the server and clears local storage.
 */
export function mergeOnLogin(local: readonly string[], server: readonly string[]): string[] {
  return unique([...server, ...local]);
}

/** The local slugs the server does not have yet: what to add to the account after login. */
export function slugsToUpload(local: readonly string[], server: readonly string[]): string[] {
  const known = new Set(server);
  return unique(local.filter((slug) => !known.has(slug)));
}
