import { useMutation, useQueryClient } from "@tanstack/react-query";
import { favoriteGamesQueryOptions, removeFavoriteGameMutationOptions, type GameRows } from "@casino/api-client";

/**
 * Un-favouriting, optimistically: the game leaves the cached list at once and goes back to its place if the server
 * refuses (only that game, so another removal running at the same time is not undone). The server's answer, the
 * whole new list, then replaces the cache as the api-client's mutation does.
 */
export function useRemoveFavorite(onFailure: (name: string) => void) {
  const queryClient = useQueryClient();
  const { queryKey } = favoriteGamesQueryOptions();
  return useMutation({
    ...removeFavoriteGameMutationOptions(queryClient),
    onMutate: async ({ slug }) => {
      await queryClient.cancelQueries({ queryKey });
      const list = queryClient.getQueryData<GameRows>(queryKey);
      const index = list?.rows.findIndex((game) => game.slug === slug) ?? -1;
      const game = list?.rows[index];
      if (list && game) {
        const rows = list.rows.filter((row) => row.slug !== slug);
        queryClient.setQueryData<GameRows>(queryKey, { rows, count: rows.length });
      }
      return { game, index };
    },
    onError: (_error, { slug }, context) => {
      const game = context?.game;
      const list = queryClient.getQueryData<GameRows>(queryKey);
      if (game && list && !list.rows.some((row) => row.slug === game.slug)) {
        const rows = [...list.rows];
        rows.splice(Math.min(context.index, rows.length), 0, game);
        queryClient.setQueryData<GameRows>(queryKey, { rows, count: rows.length });
      }
      onFailure(game?.name ?? slug);
    },
  });
}
