import { useQuery } from "@tanstack/react-query";
import { favoriteGamesQueryOptions, recentGamesQueryOptions } from "@casino/api-client";
import { GUEST_FAVOURITES_STORAGE_KEY, GUEST_RECENT_STORAGE_KEY, recentForPlayer } from "@casino/domain";
import { LoadError, useSession } from "@casino/shell";
import { GameRowSkeleton } from "./GameRowSkeleton.tsx";
import { useGuestList } from "./guest-storage.ts";
import { MyGamesView } from "./MyGamesView.tsx";
import { ROW_MAX, useGameSummaries } from "./use-game-summaries.ts";
import { useMergeGuestGames } from "./use-merge-guest-games.ts";

/** A guest's rows: the games stored on this device. */
function GuestRows() {
  const favourites = useGameSummaries(useGuestList(GUEST_FAVOURITES_STORAGE_KEY));
  const recent = useGameSummaries(useGuestList(GUEST_RECENT_STORAGE_KEY));
  return <MyGamesView favourites={favourites} recent={recent} />;
}

/** A player's rows: the account's favourites and launches, then the games played here as a guest. */
function PlayerRows() {
  const favourites = useQuery(favoriteGamesQueryOptions());
  const recent = useQuery(recentGamesQueryOptions());
  const localRecent = useGuestList(GUEST_RECENT_STORAGE_KEY);
  const serverRecent = recent.data?.rows ?? [];
  const recentSlugs = recentForPlayer(localRecent, serverRecent.map((game) => game.slug));
  const recentTiles = useGameSummaries(recent.data ? recentSlugs : [], serverRecent);
  const failed = favourites.isError ? favourites : recent.isError ? recent : null;
  if (failed) {
    const retry = () => void Promise.all([favourites.refetch(), recent.refetch()]);
    return <LoadError error={failed.error} onRetry={retry} retrying={favourites.isFetching || recent.isFetching} />;
  }
  if (!favourites.data || !recent.data) return <GameRowSkeleton />;
  return <MyGamesView favourites={favourites.data.rows.slice(0, ROW_MAX)} recent={recentTiles} />;
}

/** The lobby section's body, in its own chunk: loaded only when there may be something to show. */
export function MyGamesRows() {
  useMergeGuestGames();
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <PlayerRows /> : <GuestRows />;
}
