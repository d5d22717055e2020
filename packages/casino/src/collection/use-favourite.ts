import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addFavoriteGameMutationOptions,
  favoriteGamesQueryOptions,
  removeFavoriteGameMutationOptions,
  type GameRows,
  type GameSummary,
} from "@casino/api-client";
import { GUEST_FAVOURITES_STORAGE_KEY, isFavourite, toggleSlug } from "@casino/domain";
import { useSession } from "@casino/shell";
import { readGuestList, useGuestList, writeGuestList } from "./guest-storage.ts";

type Variables = { slug: string };
type Rollback = { game: GameSummary | undefined; index: number };

/** Writes the cached server list with `slug` added (first, as the server orders it) or removed; answers the undo. */
function applyOptimistic(list: GameRows | undefined, game: GameSummary, add: boolean): { next: GameRows; undo: Rollback } | null {
  if (!list) return null;
  const index = list.rows.findIndex((row) => row.slug === game.slug);
  if (add && index >= 0) return null;
  if (!add && index < 0) return null;
  const rows = add ? [game, ...list.rows] : list.rows.filter((row) => row.slug !== game.slug);
  return { next: { rows, count: rows.length }, undo: { game: add ? undefined : list.rows[index], index } };
}

/**
 * A game's favourite state and toggle. A player's favourites are the server's: the button flips at once and flips
 * back (with `onFailure`) when the server refuses, undoing only this game so another toggle in flight survives.
 * A guest's favourites live on the device.
 */
export function useFavourite(game: GameSummary, onFailure: (name: string, added: boolean) => void) {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const guestList = useGuestList(GUEST_FAVOURITES_STORAGE_KEY);
  const { queryKey } = favoriteGamesQueryOptions();
  const server = useQuery({ ...favoriteGamesQueryOptions(), enabled: isAuthenticated });

  const hooks = (add: boolean) => ({
    onMutate: async ({ slug }: Variables) => {
      await queryClient.cancelQueries({ queryKey });
      const change = applyOptimistic(queryClient.getQueryData<GameRows>(queryKey), { ...game, slug }, add);
      if (change) queryClient.setQueryData<GameRows>(queryKey, change.next);
      return change?.undo;
    },
    onError: (_error: unknown, { slug }: Variables, undo: Rollback | undefined) => {
      const list = queryClient.getQueryData<GameRows>(queryKey);
      if (list && add) {
        const rows = list.rows.filter((row) => row.slug !== slug);
        queryClient.setQueryData<GameRows>(queryKey, { rows, count: rows.length });
      } else if (list && undo?.game && !list.rows.some((row) => row.slug === slug)) {
        const rows = [...list.rows];
        rows.splice(Math.min(undo.index, rows.length), 0, undo.game);
        queryClient.setQueryData<GameRows>(queryKey, { rows, count: rows.length });
      }
      onFailure(game.name, add);
    },
  });
  const add = useMutation({ ...addFavoriteGameMutationOptions(queryClient), ...hooks(true) });
  const remove = useMutation({ ...removeFavoriteGameMutationOptions(queryClient), ...hooks(false) });

  const pressed = isAuthenticated
    ? (server.data?.rows.some((row) => row.slug === game.slug) ?? false)
    : isFavourite(guestList, game.slug);

  const toggle = () => {
    if (!isAuthenticated) {
      writeGuestList(GUEST_FAVOURITES_STORAGE_KEY, toggleSlug(readGuestList(GUEST_FAVOURITES_STORAGE_KEY), game.slug));
      return;
    }
    (pressed ? remove : add).mutate({ slug: game.slug });
  };

  // A player's state is unknown until the list arrives: the button waits rather than guessing.
  return { pressed, toggle, ready: !isAuthenticated || server.data !== undefined };
}
