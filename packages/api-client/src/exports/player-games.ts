// The player's games: launch, favourites, recent games, casino history.
export {
  GAME_MODES,
  GameLaunchPayloadSchema,
  GameLaunchResponseSchema,
  GameLaunchSchema,
  gameLaunchMutationOptions,
  launchGame,
} from "../endpoints/catalog/game-launch.ts";
export type { GameLaunch, GameLaunchPayload, GameMode } from "../endpoints/catalog/game-launch.ts";
export {
  FavoriteGamePayloadSchema,
  FavoriteGamesResponseSchema,
  addFavoriteGame,
  addFavoriteGameMutationOptions,
  favoriteGamesQueryKey,
  favoriteGamesQueryOptions,
  getFavoriteGames,
  removeFavoriteGame,
  removeFavoriteGameMutationOptions,
} from "../endpoints/catalog/favorite-games.ts";
export type { FavoriteGamePayload } from "../endpoints/catalog/favorite-games.ts";
export {
  RecentGamesResponseSchema,
  getRecentGames,
  recentGamesQueryKey,
  recentGamesQueryOptions,
} from "../endpoints/catalog/recent-games.ts";
export {
  GAME_HISTORY_PAGE_SIZE,
  GAME_ROUND_TYPES,
  GameHistoryResponseSchema,
  GameHistorySchema,
  GameRoundSchema,
  gameHistoryQueryOptions,
  getGameHistory,
} from "../endpoints/catalog/game-history.ts";
export type { GameHistory, GameHistoryFilter, GameRound } from "../endpoints/catalog/game-history.ts";
