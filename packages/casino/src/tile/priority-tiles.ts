import { media } from "@casino/ui-kit/theme";

/** The tiles of a page's first row: loaded at once with high priority (GameCarousel). */
export const PRIORITY_TILES = 6;

/**
 * Slides drawn with the first screen: the ones a row shows at this width (GameCarousel.css.ts: 2.3 on phones, 4 on
 * tablets, 6 on desktops) and the next; the rest come with embla, on idle. A phone's lobby lays out 18 tiles for its
 * first paint instead of 72.
 */
export function firstScreenSlides(): number {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return 7;
  if (window.matchMedia(media.desktop).matches) return 7;
  return window.matchMedia(media.tabletUp).matches ? 5 : 3;
}

/**
 * The first row's thumbnails asked for at the entry (the lobby's bootPrefetch): the priority tiles its first screen
 * draws, 3 on a phone. Each preload is a request the page starts on the main thread (~10 ms at 4x CPU).
 */
export const firstScreenPriorityTiles = (): number => Math.min(PRIORITY_TILES, firstScreenSlides());
