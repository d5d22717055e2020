import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, addFavoriteGame, favoriteGamesQueryKey, favoriteGamesQueryOptions, type GameRows } from "@casino/api-client";
import { GUEST_FAVOURITES_STORAGE_KEY, slugsToUpload } from "@casino/domain";
import { useSession } from "@casino/shell";
import { readGuestList, useGuestList, writeGuestList } from "./guest-storage.ts";

// One merge at a time, however many components use the hook (the lobby section and a details page can both be up).
let running: Promise<void> | null = null;

async function mergeFavourites(queryClient: QueryClient): Promise<void> {
  const local = readGuestList(GUEST_FAVOURITES_STORAGE_KEY);
  if (local.length === 0) return;
  let list: GameRows = await queryClient.fetchQuery(favoriteGamesQueryOptions());
  // The server puts the latest added first: uploading from the end keeps the guest's own order on top.
  const upload = slugsToUpload(local, list.rows.map((row) => row.slug)).reverse();
  for (const slug of upload) {
    try {
      list = await addFavoriteGame({ slug });
    } catch (error) {
      // A game gone from the catalogue cannot be kept; anything else is retried at the next visit.
      if (!(error instanceof ApiError && error.code === "GAME_NOT_FOUND")) {
        queryClient.setQueryData(favoriteGamesQueryKey, list);
        return;
      }
    }
  }
  queryClient.setQueryData(favoriteGamesQueryKey, list);
  writeGuestList(GUEST_FAVOURITES_STORAGE_KEY, []);
}

/**
 * After login, the favourites a guest kept on this device join the account's (spec: "stored locally and merged on
 * login"): those the server lacks are added, then the local list is cleared. Recent games cannot be uploaded; they
 * stay on the device and are shown after the server's (recentForPlayer).
 */
export function useMergeGuestGames(): void {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const pending = useGuestList(GUEST_FAVOURITES_STORAGE_KEY).length > 0;
  useEffect(() => {
    if (!isAuthenticated || !pending || running) return;
    running = mergeFavourites(queryClient)
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }, [isAuthenticated, pending, queryClient]);
}
