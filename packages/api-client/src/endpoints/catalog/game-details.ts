import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { GameRowsSchema, GameSummarySchema } from "./game-schema.ts";

export const GameDetailsSchema = v.object({
  ...GameSummarySchema.entries,
  description: v.string(),
  volatility: v.nullable(v.picklist(["low", "medium", "high"])),
  /** Slugs of the categories the game is in. */
  categories: v.array(v.string()),
});
export type GameDetails = v.InferOutput<typeof GameDetailsSchema>;
export const GameDetailsResponseSchema = successEnvelope(GameDetailsSchema);

/** The path of a game's details (its page's first picture is read from it before the app starts). */
export const gameDetailsPath = (slug: string): string => `/api/admin/get-game/${encodeURIComponent(slug)}`;

/** GET /api/admin/get-game/{slug}. Unknown slug: 404 GAME_NOT_FOUND. */
export async function getGameDetails(slug: string, options: { signal?: AbortSignal } = {}): Promise<GameDetails> {
  const { data } = await apiRequest({ path: gameDetailsPath(slug), schema: GameDetailsResponseSchema, ...options });
  return data;
}

export const gameDetailsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ["games", "details", slug] as const, queryFn: ({ signal }) => getGameDetails(slug, { signal }) });

export const RelatedGamesResponseSchema = successEnvelope(GameRowsSchema);

/** GET /api/admin/get-related-games/{slug}?limit: the provider's other games, most popular first. */
export async function getRelatedGames(slug: string, limit = 12, options: { signal?: AbortSignal } = {}) {
  const path = `/api/admin/get-related-games/${encodeURIComponent(slug)}`;
  const { data } = await apiRequest({ path, query: { limit }, schema: RelatedGamesResponseSchema, ...options });
  return data;
}

export const relatedGamesQueryOptions = (slug: string, limit = 12) =>
  queryOptions({
    queryKey: ["games", "related", slug, limit] as const,
    queryFn: ({ signal }) => getRelatedGames(slug, limit, { signal }),
  });
