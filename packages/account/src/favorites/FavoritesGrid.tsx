import { Trans, useLingui } from "@lingui/react/macro";
import type { GameSummary } from "@casino/api-client";
import { PageLink, usePagePath } from "@casino/shell";
import { IconButton, Skeleton } from "@casino/ui-kit";
import { Link } from "@tanstack/react-router";
import * as styles from "./FavoriteTile.css.ts";

export type FavoritesGridProps = {
  games: readonly GameSummary[];
  /** Un-favourites a game (the tile goes at once; it comes back if the server refuses). */
  onRemove: (game: GameSummary) => void;
};

/** A favourite game: thumbnail, name and provider linking to its page, and a remove button. */
function FavoriteTile({ game, gamePath, onRemove }: { game: GameSummary; gamePath: string; onRemove: () => void }) {
  const { t } = useLingui();
  const name = game.name;
  return (
    <li className={styles.tile}>
      <Link to={gamePath.replace("$game", encodeURIComponent(game.slug))} className={styles.link}>
        <img className={styles.thumb} src={game.thumbnailUrl} alt="" loading="lazy" decoding="async" width={400} height={300} />
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          <span className={styles.provider}>{game.provider}</span>
        </span>
      </Link>
      <span className={styles.remove}>
        <IconButton icon="close" variant="secondary" size="sm" label={t`Remove ${name} from favourites`} onClick={onRemove} />
      </span>
    </li>
  );
}

/** The favourites page's body: the tiles, or an empty state pointing to the casino. Props only. */
export function FavoritesGrid({ games, onRemove }: FavoritesGridProps) {
  const { t } = useLingui();
  const gamePath = usePagePath("game");
  if (games.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>
          <Trans>No favourites yet. Add games to your favourites in the casino and find them here.</Trans>
        </p>
        <PageLink page="casino" className={styles.stateLink}>
          <Trans>Go to the casino</Trans>
        </PageLink>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t`Your favourite games`}>
      {games.map((game) => (
        <FavoriteTile key={game.slug} game={game} gamePath={gamePath} onRemove={() => onRemove(game)} />
      ))}
    </ul>
  );
}

export function FavoritesGridSkeleton() {
  const { t } = useLingui();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t`Loading favourites`}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={styles.tile}>
          <span className={styles.thumb} aria-hidden="true" />
          <span className={styles.text}>
            <Skeleton lines={2} />
          </span>
        </li>
      ))}
    </ul>
  );
}
