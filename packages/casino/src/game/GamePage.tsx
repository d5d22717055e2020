import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { GameDetails } from "@casino/api-client";
import { canPlayReal, canViewGame, isDemoPlayable, statCurrency } from "@casino/domain";
import { LoadError, useCurrentUser, useDocumentTitle, useSession, useSettings } from "@casino/shell";
import { useToast } from "@casino/ui-kit";
import { useFavourite } from "../collection/use-favourite.ts";
import { useMergeGuestGames } from "../collection/use-merge-guest-games.ts";
import { GameDetailsView } from "./GameDetailsView.tsx";
import { GameDetailsSkeleton, GameLoginPrompt, GameNotFound } from "./GameStates.tsx";
import { gameDetailsQuery, isGameNotFound } from "./game-query.ts";
import { RelatedGames } from "./RelatedGames.tsx";
import * as styles from "./GamePage.css.ts";

function LoadedGame({ game }: { game: GameDetails }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const settings = useSettings();
  const { isAuthenticated } = useSession();
  const user = useCurrentUser().data;
  const favourite = useFavourite(game, (name, added) =>
    toast.show({
      tone: "danger",
      title: added ? t`${name} could not be added to your favourites` : t`${name} could not be removed from your favourites`,
      description: t`Try again later`,
    }),
  );
  return (
    <GameDetailsView
      game={game}
      locale={i18n.locale}
      currency={statCurrency(user)}
      isLoggedIn={isAuthenticated}
      canPlayReal={canPlayReal({ isLoggedIn: isAuthenticated && user !== undefined, userId: user?.userId, demoUserId: settings.demoUserId })}
      canPlayDemo={isDemoPlayable({ ...settings, isLoggedIn: isAuthenticated, game })}
      favourite={{ pressed: favourite.pressed, onToggle: favourite.toggle, disabled: !favourite.ready }}
    />
  );
}

function GameContent({ slug }: { slug: string }) {
  const { t } = useLingui();
  const details = useQuery(gameDetailsQuery(slug));
  const notFound = details.isError && !details.data && isGameNotFound(details.error);
  useDocumentTitle(details.data?.name ?? (notFound ? t`GAME NOT FOUND` : undefined));
  if (notFound) return <GameNotFound />;
  if (details.isError && !details.data) {
    return <LoadError error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  }
  if (!details.data) return <GameDetailsSkeleton slug={slug} />;
  return (
    <>
      <LoadedGame game={details.data} />
      <RelatedGames slug={details.data.slug} provider={details.data.provider} />
    </>
  );
}

/** /casino/games/$game: a game's details, its play and favourite actions and more games from its provider. */
export function GamePage() {
  const { game: slug = "" } = useParams({ strict: false }) as { game?: string };
  const { allowGameViewNotLoggedUser } = useSettings();
  const { isAuthenticated } = useSession();
  useMergeGuestGames();
  return (
    <div className={styles.page}>
      {canViewGame({ allowGameViewNotLoggedUser, isLoggedIn: isAuthenticated }) ? (
        <GameContent key={slug} slug={slug} />
      ) : (
        <GameLoginPrompt />
      )}
    </div>
  );
}
