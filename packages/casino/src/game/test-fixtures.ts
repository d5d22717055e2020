import type { GameDetails, GameSummary } from "@casino/api-client";

/** A complete GameSummary as the API answers it (tests and stories). */
export function summary(slug: string, name: string, provider = "Sandbox Studio"): GameSummary {
  return {
    id: slug.length,
    slug,
    name,
    provider,
    providerSlug: provider.toLowerCase().replaceAll(" ", "-"),
    type: "slot",
    thumbnailUrl: `https://sandbox.test/sandbox/thumbnails/${slug}.svg`,
    rtp: 96.5,
    minBet: 0.1,
    maxBet: 100,
    maxMultiplier: 5000,
    hasBonusBuy: true,
    isBonus: false,
    demo: true,
    releaseDate: "2025-01-01",
    popularity: 1,
  };
}

/** get-game's answer: the summary plus description, volatility and categories. */
export function details(slug: string, name: string, overrides: Partial<GameDetails> = {}): GameDetails {
  return {
    ...summary(slug, name),
    description: `${name} is a five-reel slot with expanding symbols.`,
    volatility: "high",
    categories: ["slots"],
    ...overrides,
  };
}
