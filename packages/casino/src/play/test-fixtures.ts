import type { GameDetails } from "@casino/api-client";

/** A complete get-game answer (api-client GameDetailsSchema). */
export function gameDetails(overrides: Partial<GameDetails> = {}): GameDetails {
  return {
    id: 7,
    slug: "book-of-sandbox",
    name: "Book of Sandbox",
    provider: "Sandbox Studio",
    providerSlug: "sandbox-studio",
    type: "slot",
    thumbnailUrl: "https://sandbox.test/sandbox/thumbnails/book-of-sandbox.svg",
    rtp: 96.5,
    minBet: 0.1,
    maxBet: 100,
    maxMultiplier: 5000,
    hasBonusBuy: false,
    isBonus: true,
    demo: true,
    releaseDate: "2025-01-01",
    popularity: 1,
    description: "A sandbox slot.",
    volatility: "medium",
    categories: ["slots"],
    ...overrides,
  };
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
