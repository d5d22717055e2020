import { useLayoutEffect, type RefObject } from "react";
import { gridThumbnailHeight } from "@casino/domain";

/**
 * The caption under a tile's 4:3 thumbnail (name and provider lines, and the gap above them) as this document's fonts
 * lay it out, in px. The same for every tile at every width (the lines do not wrap), so learned once from any tile
 * (a skeleton one too: its lines are one line box tall) it gives a row's exact height before the row is drawn.
 */
let learned: number | null = null;

export const learnedCaptionHeight = (): number | null => learned;

/** A tile's border box: the caption is what is left under the 4:3 thumbnail of the tile's width. */
export function learnCaptionHeight(tileWidth: number, tileHeight: number): void {
  const caption = tileHeight - gridThumbnailHeight(tileWidth);
  if (learned === null && tileWidth > 0 && caption > 0) learned = caption;
}

/** For tests: forget what was learned. */
export function forgetCaptionHeight(): void {
  learned = null;
}

/**
 * Learns the caption height from the first tile of a grid shown before the virtual one (the skeleton, the first
 * paint's grid), through a ResizeObserver: the size comes with the observer's entry, no layout is forced.
 */
export function useLearnCaptionHeight(gridRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const tile = gridRef.current?.firstElementChild;
    if (!tile || learned !== null || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) learnCaptionHeight(box.inlineSize, box.blockSize);
      if (learned !== null) observer.disconnect();
    });
    observer.observe(tile);
    return () => observer.disconnect();
  }, [gridRef]);
}
