import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { GameRowsSchema, type GameRows } from "./game-schema.ts";

export const FavoriteGamesResponseSchema = successEnvelope(GameRowsSchema);
export const FavoriteGamePayloadSchema = v.object({ slug: v.pipe(v.string(), v.nonEmpty()) });
export type FavoriteGamePayload = v.InferOutput<typeof FavoriteGamePayloadSchema>;

/** GET /api/user/get-favorite-games: latest added first. 401 without login. */
export async function getFavoriteGames(options: { signal?: AbortSignal } = {}): Promise<GameRows> {
  const { data } = await apiRequest({ path: "/api/user/get-favorite-games", schema: FavoriteGamesResponseSchema, ...options });
  return data;
}

/** POST /api/user/add-favorite-game { slug }: idempotent; answers the new list. Unknown slug: 404 GAME_NOT_FOUND. */
export async function addFavoriteGame(payload: FavoriteGamePayload): Promise<GameRows> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/add-favorite-game",
    body: payload,
    schema: FavoriteGamesResponseSchema,
  });
  return data;
}

/** POST /api/user/remove-favorite-game { slug }: idempotent; answers the new list. */
export async function removeFavoriteGame(payload: FavoriteGamePayload): Promise<GameRows> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/remove-favorite-game",
    body: payload,
    schema: FavoriteGamesResponseSchema,
  });
  return data;
}

export const favoriteGamesQueryKey = ["favorite-games"] as const;

export const favoriteGamesQueryOptions = () =>
  queryOptions({ queryKey: favoriteGamesQueryKey, queryFn: ({ signal }) => getFavoriteGames({ signal }) });

/** Both mutations answer the whole list, which replaces the cached one. */
export const addFavoriteGameMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["favorite-games", "add"],
    mutationFn: addFavoriteGame,
    onSuccess: (list) => queryClient.setQueryData(favoriteGamesQueryKey, list),
  });

export const removeFavoriteGameMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["favorite-games", "remove"],
    mutationFn: removeFavoriteGame,
    onSuccess: (list) => queryClient.setQueryData(favoriteGamesQueryKey, list),
  });
