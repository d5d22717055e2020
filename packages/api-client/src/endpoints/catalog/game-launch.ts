import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { recentGamesQueryKey } from "./recent-games.ts";

export const GAME_MODES = ["real", "demo"] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const GameLaunchPayloadSchema = v.object({ slug: v.pipe(v.string(), v.nonEmpty()), mode: v.picklist(GAME_MODES) });
export type GameLaunchPayload = v.InferOutput<typeof GameLaunchPayloadSchema>;

export const GameLaunchSchema = v.object({
  /** The game page to load in the play frame (absolute). */
  url: v.string(),
  sessionId: v.string(),
  mode: v.picklist(GAME_MODES),
});
export type GameLaunch = v.InferOutput<typeof GameLaunchSchema>;
export const GameLaunchResponseSchema = successEnvelope(GameLaunchSchema);

/**
 * POST /api/user/game-launch. Real play needs a login (401); demo play is open to guests when the brand's
 * allowGuestPlayDemoGames is on (otherwise 401). Errors: 404 GAME_NOT_FOUND, 400 DEMO_NOT_AVAILABLE (the game
 * has no demo), 400 GAME_COUNTRY_RESTRICTED (not playable from the visitor's country).
 */
export async function launchGame(payload: GameLaunchPayload): Promise<GameLaunch> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/game-launch", body: payload, schema: GameLaunchResponseSchema });
  return data;
}

/** A launch is recorded as a recent game: success refreshes that list. */
export const gameLaunchMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["games", "launch"],
    mutationFn: launchGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentGamesQueryKey }),
  });
