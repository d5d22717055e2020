// Casino (spec §3 game details and sorting, §6 game viewing and demo, §7 stored lists, §9 game stats and clock).
export {
  DEFAULT_LOBBY_ORDERS,
  LOBBY_ORDERS,
  LOBBY_SEARCH_MAX_LENGTH,
  LOBBY_SORTS,
  LobbySearchSchema,
  lobbySearchToGamesFilter,
  lobbySearchToParams,
  parseLobbySearch,
} from "../casino/lobby-search.ts";
export { isSlug } from "../casino/slug.ts";
export type { LobbyGamesFilter, LobbyOrder, LobbySearch, LobbySearchParams, LobbySort } from "../casino/lobby-search.ts";
export { compareGames, sortGames } from "../casino/game-sort.ts";
export type { SortableGame } from "../casino/game-sort.ts";
export { filterByProviders, filterProvidersByName, foldedName, gameMatchesSearch, gameSearchFilter, normaliseSearchText, searchWords } from "../casino/game-search.ts";
export type { SearchableGame } from "../casino/game-search.ts";
export { canPlayReal, canViewGame, formatBet, formatBetRange, formatMaxMultiplier, formatRtp, isDemoPlayable } from "../casino/game-stats.ts";
export type { DemoPlayInput } from "../casino/game-stats.ts";
export { isTrustedGameOrigin, sessionClock, sessionNet } from "../casino/play-session.ts";
export { GAME_CONSENT_MAX_AGE_DAYS, isGameConsentValid, playBlockBeforeLaunch, playBlockFromError } from "../casino/play-access.ts";
export type { PlayAccessInput, PlayBlock, PlayMode } from "../casino/play-access.ts";
export {
  GRID_METRICS,
  gridColumns,
  gridRowCount,
  gridRowHeight,
  gridTileWidth,
  gridRowItems,
  mountedTileBound,
  shouldFetchNextPage,
} from "../casino/grid-window.ts";
export { gridThumbnailHeight } from "../casino/thumbnail.ts";
export type { GridMetrics, NextPageInput } from "../casino/grid-window.ts";
export { FALLBACK_CURRENCY, WIN_OF_MONTH_AMOUNT, firstVisibleSlide, lobbyRows, winOfMonth } from "../casino/lobby-rows.ts";
export { GUEST_FAVOURITES_STORAGE_KEY, GUEST_RECENT_STORAGE_KEY, RECENT_GAMES_MAX, parseStoredSlugs } from "../casino/guest-games.ts";
export { addRecent, mergeOnLogin, slugsToUpload, toggleSlug } from "../casino/guest-list-changes.ts";
export { isFavourite, recentForPlayer, relatedGamesExcept, statCurrency } from "../casino/game-collections.ts";
