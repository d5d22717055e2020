import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { favoriteGamesQueryOptions } from "@casino/api-client";
import { useToast } from "@casino/ui-kit";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { FavoritesGrid, FavoritesGridSkeleton } from "./FavoritesGrid.tsx";
import { useRemoveFavorite } from "./use-remove-favorite.ts";
import { LoadError } from "@casino/shell";

function FavoritesContent() {
  const { t } = useLingui();
  const toast = useToast();
  const favorites = useQuery(favoriteGamesQueryOptions());
  const remove = useRemoveFavorite((name) =>
    toast.show({ tone: "danger", title: t`${name} could not be removed from your favourites`, description: t`Try again later` }),
  );
  if (favorites.isError && !favorites.data) return <LoadError onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />;
  if (!favorites.data) return <FavoritesGridSkeleton />;
  return <FavoritesGrid games={favorites.data.rows} onRemove={(game) => remove.mutate({ slug: game.slug })} />;
}

/** /profile/favorites (classic profile): the player's favourite games. */
export function FavoritesPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Favourites`} variant="classic">
      <FavoritesContent />
    </ProfileFrame>
  );
}
