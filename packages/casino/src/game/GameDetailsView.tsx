import { Trans } from "@lingui/react/macro";
import type { GameDetails } from "@casino/api-client";
import { PageLink } from "@casino/shell";
import { FavouriteButton, type FavouriteButtonProps } from "./FavouriteButton.tsx";
import { GameStats } from "./GameStats.tsx";
import { PlayActions, type PlayActionsProps } from "./PlayActions.tsx";
import * as styles from "./GamePage.css.ts";

export type GameDetailsViewProps = Omit<PlayActionsProps, "slug"> & {
  game: GameDetails;
  locale: string;
  currency?: string | undefined;
  favourite: Omit<FavouriteButtonProps, "name">;
};

/** The details of one game, driven by props: thumbnail, name, provider, description, stats and the actions. */
export function GameDetailsView({ game, locale, currency, favourite, ...play }: GameDetailsViewProps) {
  return (
    <article className={styles.layout} aria-labelledby="game-title">
      <div className={styles.thumbFrame}>
        {/* The page's main image: fetched at once, 400x300 like every thumbnail. */}
        <img className={styles.thumb} src={game.thumbnailUrl} alt="" width={400} height={300} fetchPriority="high" decoding="async" />
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h1 id="game-title" className={styles.title}>
            {game.name}
          </h1>
          <FavouriteButton name={game.name} {...favourite} />
        </div>
        <p className={styles.providerLine}>
          <Trans>
            Provider:{" "}
            <PageLink page="providerGames" params={{ provider: game.providerSlug }} className={styles.provider}>
              {game.provider}
            </PageLink>
          </Trans>
        </p>
        {game.description ? <p className={styles.description}>{game.description}</p> : null}
        <GameStats game={game} locale={locale} currency={currency} />
        <PlayActions slug={game.slug} {...play} />
      </div>
    </article>
  );
}
