import { queryOptions } from "@tanstack/react-query";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { GameRowsSchema, type GameRows } from "./game-schema.ts";

export const RecentGamesResponseSchema = successEnvelope(GameRowsSchema);

/** GET /api/user/get-recent-games: the player's last launched games (20 at most), latest first. 401 without login. */
export async function getRecentGames(options: { signal?: AbortSignal } = {}): Promise<GameRows> {
  const { data } = await apiRequest({ path: "/api/user/get-recent-games", schema: RecentGamesResponseSchema, ...options });
  return data;
}

export const recentGamesQueryKey = ["recent-games"] as const;

export const recentGamesQueryOptions = () =>
  queryOptions({ queryKey: recentGamesQueryKey, queryFn: ({ signal }) => getRecentGames({ signal }) });
