import type { GameDetails, GameSummary } from "@casino/api-client";
import { gameFixture } from "@casino/api-client/test-support";

/** A complete GameSummary as the API answers it (tests and stories). */
export function summary(slug: string, name: string, provider = "Sandbox Studio"): GameSummary {
  return gameFixture({ id: slug.length, slug, name, provider, hasBonusBuy: true, isBonus: false });
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
