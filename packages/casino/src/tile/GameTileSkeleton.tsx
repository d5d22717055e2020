import { Skeleton } from "@casino/ui-kit";
import * as styles from "./GameTile.css.ts";

const BLANK_NAME = "\u00a0".repeat(18);
const BLANK_PROVIDER = "\u00a0".repeat(11);

/** The shape of a GameTile while its data loads (hidden from screen readers: the list says it is busy). */
export function GameTileSkeleton({ still = false }: { still?: boolean }) {
  return (
    <span className={styles.tile} aria-hidden="true">
      <span className={styles.frame}>
        <Skeleton shape="rect" height="100%" still={still} />
      </span>
      {/* The image shimmers for the tile; the caption is the real one's, its lines still bars of blank text, so a
          skeleton row is exactly as tall as a row of games. */}
      <span className={styles.caption}>
        <span className={`${styles.name} ${styles.placeholder}`}>{BLANK_NAME}</span>
        <br />
        <span className={styles.placeholder}>{BLANK_PROVIDER}</span>
      </span>
    </span>
  );
}
