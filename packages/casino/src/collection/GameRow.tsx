import { useId } from "react";
import { GameTile, type TileGame } from "../tile/GameTile.tsx";
import { GameTileSkeleton } from "../tile/GameTileSkeleton.tsx";
import * as styles from "./GameRow.css.ts";

export type GameRowProps = {
  title: string;
  /** A tile per game; `null` marks one still loading (its skeleton keeps the row from jumping). */
  games: ReadonlyArray<TileGame | null>;
};

/** A titled, horizontally scrolling row of game tiles (favourites, recently played, more from a provider). */
export function GameRow({ title, games }: GameRowProps) {
  const id = useId();
  const busy = games.some((game) => game === null);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.row} aria-labelledby={id} aria-busy={busy || undefined}>
        {games.map((game, index) => (
          <li key={game?.slug ?? `loading-${index}`} className={styles.item}>
            {game ? <GameTile game={game} /> : <GameTileSkeleton />}
          </li>
        ))}
      </ul>
    </section>
  );
}
