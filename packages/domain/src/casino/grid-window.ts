/**
 * The arithmetic of the virtualised game grid: how many columns fit, which games a row holds, how tall a row
 * is before it is measured and when to ask for the next page. Pure, so the bounds hold without a layout engine.
 */
import { gridThumbnailHeight } from "./thumbnail.ts";

export type GridMetrics = {
  /** The narrowest a tile may get before a column is dropped. */
  minTileWidth: number;
  /** Space between columns and between rows. */
  gap: number;
  /** The name and provider lines under the 4:3 thumbnail. */
  captionHeight: number;
  minColumns: number;
  /** A cap so a very wide screen does not mount hundreds of tiles at once. */
  maxColumns: number;
};

/**
 * Tiles at least 170 px wide: two columns on a phone, four on a 768 px tablet, six on a 1280 px desktop, seven on the
 * widest layout (1,400 px). At 136 px a 1280 px desktop showed eight smaller ones, and a scroll brought in 1.6 times
 * as many tiles per pixel: each tile shown costs the main thread its layout and about a millisecond for its thumbnail,
 * and at CPU x4 that density made the scroll through 5,000 games drop frames.
 */
export const GRID_METRICS: GridMetrics = { minTileWidth: 170, gap: 12, captionHeight: 44, minColumns: 2, maxColumns: 8 };

/** Columns for a container width: as many tiles of at least `minTileWidth` as fit, 2 on a 320 px phone. */
export function gridColumns(width: number, metrics: GridMetrics = GRID_METRICS): number {
  if (!Number.isFinite(width) || width <= 0) return metrics.minColumns;
  const fit = Math.floor((width + metrics.gap) / (metrics.minTileWidth + metrics.gap));
  return Math.min(metrics.maxColumns, Math.max(metrics.minColumns, fit));
}

export const gridRowCount = (itemCount: number, columns: number): number =>
  itemCount <= 0 || columns <= 0 ? 0 : Math.ceil(itemCount / columns);

/** The item indexes [start, end) a row shows; the last row may be short. */
export function gridRowItems(row: number, columns: number, itemCount: number): { start: number; end: number } {
  const start = Math.min(row * columns, Math.max(itemCount, 0));
  return { start, end: Math.min(start + columns, Math.max(itemCount, 0)) };
}

/** A tile's width: the grid's width less the gaps between its columns, shared by the columns. */
export const gridTileWidth = (width: number, columns: number, metrics: GridMetrics = GRID_METRICS): number =>
  Math.max(0, (width - metrics.gap * (columns - 1)) / columns);


/**
 * A row's height before it is drawn (thumbnail 4:3 + caption + gap). With the caption as the document's fonts lay it
 * out (learned from a tile) it is the row's exact height, unrounded as layout is; without, a guess from the metrics
 * (rounded) that keeps the scrollbar honest.
 */
export function gridRowHeight(width: number, columns: number, captionHeight: number | null = null, metrics: GridMetrics = GRID_METRICS): number {
  const height = gridThumbnailHeight(gridTileWidth(width, columns, metrics)) + (captionHeight ?? metrics.captionHeight) + metrics.gap;
  return captionHeight === null ? Math.round(height) : height;
}

/** How many tiles are mounted at most: the rows in view plus the overscan rows either side, each full. */
export function mountedTileBound(viewportHeight: number, rowHeight: number, overscanRows: number, columns: number): number {
  const inView = Math.ceil(viewportHeight / Math.max(rowHeight, 1)) + 1;
  return (inView + overscanRows * 2) * columns;
}

export type NextPageInput = {
  /** Index of the last item of the last row the virtualiser renders (overscan included). */
  lastRenderedIndex: number;
  loadedCount: number;
  hasNextPage: boolean;
  /** A page is on its way, or the last one failed (the inline Retry asks again, not scrolling). */
  blocked: boolean;
  /** Start fetching this many items before the loaded end comes into view. */
  threshold: number;
};

/** Pages follow a cursor, so only the next one can be asked for; skeleton rows wait until it arrives. */
export const shouldFetchNextPage = ({ lastRenderedIndex, loadedCount, hasNextPage, blocked, threshold }: NextPageInput): boolean =>
  hasNextPage && !blocked && lastRenderedIndex >= loadedCount - threshold;
