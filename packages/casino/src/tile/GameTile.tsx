import { memo, useCallback } from "react";
import type { GameSummary } from "@casino/api-client";
import { ListLink } from "@casino/shell";
import * as styles from "./GameTile.css.ts";
import { thumbnailPacer } from "./thumbnail-pacer.ts";

const TILE_MARKER = { "data-game-tile": "" };

export type TileGame = Pick<GameSummary, "slug" | "name" | "provider" | "thumbnailUrl">;

export interface GameTileProps {
  game: TileGame;
  /** Above the fold (the first row): loaded at once with high fetch priority instead of lazily. */
  priority?: boolean;
  /**
   * Far from the screen for now (a lobby row further down): no thumbnail is asked for yet, the 4:3 box waits empty.
   * The browser's own lazy loading reaches 1,250 px or more past the screen, which is most of a phone's lobby.
   */
  imageHeld?: boolean;
  /**
   * Mounted while the page scrolls (a grid row or carousel coming into reach): the thumbnail is asked for in its turn,
   * a few per frame (thumbnail-pacer.ts), so a row's images do not all arrive in front of one frame.
   */
  paced?: boolean;
}

/**
 * A game as every list shows it: the 4:3 thumbnail, name and provider, linking to the game's details page.
 * Memoised: the virtual grid re-renders on each scroll step, and the tiles already mounted need not. A ListLink, not a
 * PageLink: a tile is never the current page, and the grid mounts eight of them on a scroll step.
 */
export const GameTile = memo(function GameTile({ game, priority = false, imageHeld = false, paced = false }: GameTileProps) {
  const src = imageHeld ? undefined : game.thumbnailUrl;
  const pacedSrc = paced && !priority ? src : undefined;
  const requestInTurn = useCallback((image: HTMLImageElement | null) => (image && pacedSrc ? thumbnailPacer().request(image, pacedSrc) : undefined), [pacedSrc]);
  return (
    // data-game-tile: the bench and e2e count mounted tiles by it (the virtualised grid keeps them few).
    <ListLink page="game" params={{ game: game.slug }} className={styles.tile} {...TILE_MARKER}>
      <span className={styles.frame}>
        <img
          ref={requestInTurn}
          className={styles.image}
          src={pacedSrc ? undefined : src}
          alt=""
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : "auto"}
        />
      </span>
      {/* One clipped block for both lines (see GameTile.css.ts): a clip per line was a paint chunk per line. */}
      <span className={styles.caption}>
        <span className={styles.name}>{game.name}</span>
        <br />
        <span>{game.provider}</span>
      </span>
    </ListLink>
  );
});
