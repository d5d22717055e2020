import { isSlug } from "./slug.ts";

/** get-recent-games keeps the last 20 launches; a guest's local list keeps as many so both look alike. */
export const RECENT_GAMES_MAX = 20;
export const GUEST_FAVOURITES_STORAGE_KEY = "guestFavouriteGames";
export const GUEST_RECENT_STORAGE_KEY = "guestRecentGames";

const unique = (slugs: readonly string[]): string[] => [...new Set(slugs)];

/**
 * A guest's stored favourites or recent games: a JSON array of slugs. Spec §7: unparseable stored JSON is
 * treated as empty (the caller removes it); so is any other shape, since a half-trusted list could hold
 * values that end up in URLs. Repeats are dropped, first one kept.
 */
export function parseStoredSlugs(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === "string" && isSlug(item))) return [];
  return unique(value);
}

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
