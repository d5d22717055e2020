import { Skeleton } from "@casino/ui-kit";
import * as styles from "./GameTile.css.ts";

/** The shape of a GameTile while its data loads (hidden from screen readers: the list says it is busy). */
export function GameTileSkeleton({ still = false }: { still?: boolean }) {
  return (
    <span className={styles.tile} aria-hidden="true">
      <span className={styles.frame}>
        <Skeleton shape="rect" height="100%" still={still} />
      </span>
      {/* The image shimmers for the tile; a screen of skeleton tiles starts a third of the animations. */}
      <span className={`${styles.name} ${styles.lineBox}`}>
        <Skeleton width="80%" still />
      </span>
      <span className={`${styles.provider} ${styles.lineBox}`}>
        <Skeleton width="50%" still />
      </span>
    </span>
  );
}
