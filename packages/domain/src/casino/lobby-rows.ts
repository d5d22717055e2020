/** The lobby rows: the categories in the server's order, leaving out a category that has no games to show. */
export function lobbyRows<T extends { games: readonly unknown[] }>(categories: readonly T[]): T[] {
  return categories.filter((category) => category.games.length > 0);
}

/**
 * The slide a natively scrolled row shows first, so a carousel that takes over the row starts there (no jump).
 * `scrollOffset` is negative in right-to-left rows in some browsers; a row with no slides starts at 0.
 */
export function firstVisibleSlide(scrollOffset: number, slideStep: number, slideCount: number): number {
  if (slideCount <= 0 || slideStep <= 0) return 0;
  const index = Math.round(Math.abs(scrollOffset) / slideStep);
  return Math.min(Math.max(index, 0), slideCount - 1);
}

/** Spec §9: the "win of month" tile shows a fixed 700 in the player's currency; guests see the fallback EUR. */
export const WIN_OF_MONTH_AMOUNT = 700;
export const FALLBACK_CURRENCY = "EUR";

export function winOfMonth(player: { currencyCode?: string; isCrypto?: boolean } | null | undefined): {
  amount: number;
  currency: string;
  crypto: boolean;
} {
  const currency = player?.currencyCode?.trim() || FALLBACK_CURRENCY;
  return { amount: WIN_OF_MONTH_AMOUNT, currency, crypto: Boolean(player?.isCrypto && player.currencyCode) };
}
