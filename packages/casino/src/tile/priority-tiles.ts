/** The tiles of a page's first row: loaded at once with high priority (GameCarousel), and asked for at the entry. */
export const PRIORITY_TILES = 6;
