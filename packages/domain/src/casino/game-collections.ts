import { RECENT_GAMES_MAX } from "./guest-games.ts";
import { mergeOnLogin } from "./guest-list-changes.ts";

/**
 * The currency a game's bets are shown in: the player's, when Intl can print it as a currency (ISO 4217, three
 * letters). Crypto tokens such as USDT make Intl throw, so their bets are shown as plain numbers instead.
 */
export function statCurrency(player: { currencyCode: string; isCrypto?: boolean } | null | undefined): string | undefined {
  if (!player || player.isCrypto) return undefined;
  return /^[A-Z]{3}$/.test(player.currencyCode) ? player.currencyCode : undefined;
}

/** "More from <provider>": the related games without the game itself, in the server's order, repeats dropped. */
export function relatedGamesExcept<T extends { slug: string }>(rows: readonly T[], slug: string): T[] {
  const seen = new Set<string>([slug]);
  return rows.filter((row) => (seen.has(row.slug) ? false : (seen.add(row.slug), true)));
}

/**
 * A player's recently played games: the server's launches lead (latest first), then what they played as a guest
 * on this device and the server lacks (there is no call to upload recent games), capped like the server's list.
 */
export function recentForPlayer(local: readonly string[], server: readonly string[], max = RECENT_GAMES_MAX): string[] {
  return mergeOnLogin(local, server).slice(0, Math.max(0, max));
}

/** Whether a game is in a favourites list (the toggle's pressed state). */
export function isFavourite(list: readonly string[], slug: string): boolean {
  return list.includes(slug);
}
