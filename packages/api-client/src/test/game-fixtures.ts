import type { GameDetails } from "../endpoints/catalog/game-details.ts";
import type { GameSummary } from "../endpoints/catalog/game-schema.ts";

/**
 * A complete game as get-games answers it, for tests and stories: a 96.5% slot by Sandbox Studio; the provider's
 * slug and the thumbnail follow the provider and the slug unless given.
 */
export function gameFixture(overrides: Partial<GameSummary> = {}): GameSummary {
  const slug = overrides.slug ?? "book-of-sandbox";
  const provider = overrides.provider ?? "Sandbox Studio";
  return {
    id: 1,
    slug,
    name: "Book of Sandbox",
    provider,
    providerSlug: provider.toLowerCase().replaceAll(" ", "-"),
    type: "slot",
    thumbnailUrl: `https://sandbox.test/sandbox/thumbnails/${slug}.png`,
    rtp: 96.5,
    minBet: 0.1,
    maxBet: 100,
    maxMultiplier: 5000,
    hasBonusBuy: false,
    isBonus: true,
    demo: true,
    releaseDate: "2025-01-01",
    popularity: 1,
    ...overrides,
  };
}

/** A complete get-game answer: the game plus description, volatility and categories. */
export function gameDetailsFixture(overrides: Partial<GameDetails> = {}): GameDetails {
  return { ...gameFixture(overrides), description: "A sandbox slot.", volatility: "medium", categories: ["slots"], ...overrides };
}
