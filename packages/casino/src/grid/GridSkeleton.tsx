import { useRef } from "react";
import { GameTileSkeleton } from "../tile/GameTileSkeleton.tsx";
import * as styles from "./GameBrowser.css.ts";
import { useLearnCaptionHeight } from "./caption-height.ts";

/** First load: tiles in the grid's shape, not a spinner; the region says it is busy. */
export function GridSkeleton({ tiles = 12, still = false }: { tiles?: number; still?: boolean }) {
  // Its tiles are as tall as the games' will be: the virtual grid places its rows at that height from the start.
  const ref = useRef<HTMLDivElement>(null);
  useLearnCaptionHeight(ref);
  return (
    <div ref={ref} className={styles.skeletonGrid} aria-busy="true">
      {Array.from({ length: tiles }, (_, index) => (
        <GameTileSkeleton key={index} still={still} />
      ))}
    </div>
  );
}
