import { lazy, Suspense } from "react";
import { GUEST_FAVOURITES_STORAGE_KEY, GUEST_RECENT_STORAGE_KEY } from "@casino/domain";
import { useSession } from "@casino/shell";
import { GameRowSkeleton } from "./GameRowSkeleton.tsx";
import { useGuestList } from "./guest-storage.ts";

// The rows, their queries and the login merge load in their own chunk so the lobby's first download stays lean;
// a first-time guest (nothing stored, not logged in) never loads it at all.
const MyGamesRows = lazy(() => import("./MyGamesRows.tsx").then((module) => ({ default: module.MyGamesRows })));

/** The player's favourite and recently played games (a guest's stored on the device); nothing when both are empty. */
export function MyGamesSection() {
  const { isAuthenticated } = useSession();
  const hasFavourites = useGuestList(GUEST_FAVOURITES_STORAGE_KEY).length > 0;
  const hasRecent = useGuestList(GUEST_RECENT_STORAGE_KEY).length > 0;
  if (!isAuthenticated && !hasFavourites && !hasRecent) return null;
  return (
    <Suspense fallback={<GameRowSkeleton />}>
      <MyGamesRows />
    </Suspense>
  );
}
