import { isSlug } from "./slug.ts";

/** get-recent-games keeps the last 20 launches; a guest's local list keeps as many so both look alike. */
export const RECENT_GAMES_MAX = 20;
export const GUEST_FAVOURITES_STORAGE_KEY = "guestFavouriteGames";
export const GUEST_RECENT_STORAGE_KEY = "guestRecentGames";

/** The slugs without repeats, each where it first appears. */
export const unique = (slugs: readonly string[]): string[] => [...new Set(slugs)];

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
