import type { GameDetails } from "@casino/api-client";
import { gameDetailsFixture } from "@casino/api-client/test-support";

/** A complete get-game answer (api-client GameDetailsSchema). */
export function gameDetails(overrides: Partial<GameDetails> = {}): GameDetails {
  return gameDetailsFixture({ id: 7, ...overrides });
}

export const GAME_ORIGIN = "https://games.test";
export const launchUrl = (mode: "real" | "demo") => `${GAME_ORIGIN}/sandbox/games/book-of-sandbox/play?session=s-${mode}`;
export const launchAnswer = (mode: "real" | "demo") => ({ url: launchUrl(mode), sessionId: `s-${mode}`, mode });

/** A balance message as the sandbox slot posts it. */
export const balanceMessage = (mode: "real" | "demo", totalAmount: number, currency = "EUR") => ({
  type: "balance",
  mode,
  currency,
  amount: totalAmount,
  nonCashAmount: 0,
  totalAmount,
});
