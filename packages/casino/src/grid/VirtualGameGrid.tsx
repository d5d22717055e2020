import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { GameSummary } from "@casino/api-client";
import { GRID_METRICS, gridColumns, gridRowCount, gridRowHeight, gridRowItems, gridThumbnailHeight, gridTileWidth, shouldFetchNextPage } from "@casino/domain";
import { GameTile } from "../tile/GameTile.tsx";
import { imageBlockSize, imageInlineSize } from "../tile/GameTile.css.ts";
import { GameTileSkeleton } from "../tile/GameTileSkeleton.tsx";
import * as styles from "./GameBrowser.css.ts";
import { learnCaptionHeight, learnedCaptionHeight } from "./caption-height.ts";
import { GameStatsToggle } from "./GameStatsToggle.tsx";
import * as statsStyles from "./GameStatsToggle.css.ts";
import { useElementBox } from "./use-element-box.ts";

export type VirtualGameGridProps = {
  games: readonly GameSummary[];
  /** Every game of the view, loaded or not: rows past the loaded ones show skeletons until their page arrives. */
  total: number;
  label: string;
  hasNextPage: boolean;
  /** A page is on its way or the last one failed: do not ask again while scrolling. */
  nextPageBlocked: boolean;
  onFetchNextPage: () => void;
  /** The tile that had focus in the plain grid this one replaces: focused again once it is drawn. */
  takeFocus?: () => string | null;
};

// One row above and below the window: Tab can always move into the next row (which then scrolls in and brings the
// one after it), and the mounted tiles stay well within about 150 on any screen (grid-window.test.ts).
const OVERSCAN_ROWS = 1;

/**
 * The window-scrolled grid: only the rows near the viewport are mounted (about 150 tiles at most on any
 * screen), in reading order, so Tab walks the games in order and scrolls new rows in as it goes.
 */
export function VirtualGameGrid({ games, total, label, hasNextPage, nextPageBlocked, onFetchNextPage, takeFocus }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [statsFor, setStatsFor] = useState<string | null>(null);
  const { width, top } = useElementBox(listRef);
  const columns = gridColumns(width);
  const tileWidth = gridTileWidth(width, columns);
  // Every row of games is as tall as the first one measured at this width: rows not measured yet are placed at that
  // height, so a row scrolling in measures what was assumed and nothing below it moves (no re-render, no layout of
  // the page). The estimate from the grid metrics only stands until then (a brand's fonts change the caption).
  const measured = useRef<{ width: number; height: number } | null>(null);
  // Exact once a tile's caption has been measured (the skeleton or first-paint grid shown before this one).
  const caption = learnedCaptionHeight();
  const estimate = gridRowHeight(width, columns, caption);
  const rowHeight = () => (measured.current?.width === width ? measured.current.height : estimate);
  const virtualizer = useWindowVirtualizer({
    count: gridRowCount(total, columns),
    estimateSize: rowHeight,
    measureElement: (element, entry) => {
      // A row just attached (no observer entry yet) is where the exact height says: reading its layout here would
      // force the layout of the rows just inserted inside React's commit. The ResizeObserver's entry follows.
      if (!entry && caption !== null) return rowHeight();
      // The observer's size when there is one (no layout forced); a row not laid out yet (hidden, or no layout
      // engine) measures 0: keep the estimate rather than collapse.
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      if (!height) return estimate;
      if (element.hasAttribute("data-games-row")) {
        measured.current ??= { width, height };
        learnCaptionHeight(tileWidth, height - GRID_METRICS.gap);
      }
      return height;
    },
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  useLayoutEffect(() => {
    measured.current = null;
    virtualizer.measure();
  }, [virtualizer, width, columns]);

  const rows = virtualizer.getVirtualItems();
  // A row that mounts while the page scrolls renders its tiles in the background (see GridRow); the rows of the
  // first render, a resize or a new filter show their games at once. Read by each row once, as it mounts.
  const mountedByScroll = useCallback(() => virtualizer.isScrolling, [virtualizer]);
  useLayoutEffect(() => {
    const list = listRef.current;
    const focused = document.activeElement;
    // Only while focus is lost (on the body): never take it from where the player has moved it since.
    if (!list || !takeFocus || (focused && focused !== document.body) || !list.querySelector("[data-game-tile]")) return;
    const href = takeFocus();
    const tile = href ? [...list.querySelectorAll<HTMLElement>("[data-game-tile]")].find((link) => link.getAttribute("href") === href) : undefined;
    tile?.focus({ preventScroll: true });
  }, [takeFocus, rows.length]);
  const lastRow = rows[rows.length - 1]?.index ?? 0;
  const lastRenderedIndex = gridRowItems(lastRow, columns, total).end - 1;
  useEffect(() => {
    const input = { lastRenderedIndex, loadedCount: games.length, hasNextPage, blocked: nextPageBlocked, threshold: columns * 4 };
    if (shouldFetchNextPage(input)) onFetchNextPage();
  }, [lastRenderedIndex, games.length, hasNextPage, nextPageBlocked, columns, onFetchNextPage]);

  // The thumbnails' size in pixels (see GameTile.css.ts): a thumbnail arriving repaints its tile and lays out nothing.
  const imageSize = width > 0 ? assignInlineVars({ [imageInlineSize]: `${tileWidth}px`, [imageBlockSize]: `${gridThumbnailHeight(tileWidth)}px` }) : undefined;

  return (
    <div ref={listRef} role="list" aria-label={label} data-game-grid="" className={styles.grid} style={{ ...imageSize, blockSize: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const { start, end } = gridRowItems(row.index, columns, total);
        return (
          <GridRow
            key={row.key}
            index={row.index}
            offset={row.start - virtualizer.options.scrollMargin}
            columns={columns}
            games={games}
            start={start}
            end={end}
            total={total}
            statsFor={statsFor !== null && games.slice(start, end).some((game) => game.slug === statsFor) ? statsFor : null}
            onToggleStats={setStatsFor}
            measureRef={virtualizer.measureElement}
            deferTiles={mountedByScroll}
            height={row.size}
          />
        );
      })}
    </div>
  );
}

export type GridRowProps = {
  index: number;
  /** Pixels from the top of the grid. */
  offset: number;
  columns: number;
  games: readonly GameSummary[];
  /** The row's item indexes [start, end). */
  start: number;
  end: number;
  total: number;
  /** The open stats panel's game when it is in this row. */
  statsFor: string | null;
  onToggleStats: (slug: string | null) => void;
  measureRef: (element: HTMLDivElement | null) => void;
  /**
   * Asked once, when the row mounts: true for a row a scroll brought in, which first commits empty at its height and
   * draws its tiles in a render React can pause (a function, so the rows already mounted keep their props).
   */
  deferTiles: () => boolean;
  /** The row's height, gap included: what the empty row holds until its tiles are drawn. */
  height: number;
};

/**
 * One row of the grid. Memoised: when a row scrolls in, the rows already mounted keep their props and only the new
 * one renders (at CPU x4 re-rendering the eight mounted rows cost as much as building the new one).
 */
const GridRow = memo(function GridRow({ index, offset, columns, games, start, end, total, statsFor, onToggleStats, measureRef, deferTiles, height }: GridRowProps) {
  // A row mounted by a scroll step renders inside the scroll event, with the layout and paint of that frame: at CPU
  // x4 a row of eight tiles took ~20 ms to render alone. Deferred, the step commits an empty row (its height held,
  // nothing moves) and React renders the tiles in a transition it slices into ~5 ms pieces between frames; the row is
  // one overscan row off screen, so its tiles are drawn before it scrolls in.
  const [deferred] = useState(deferTiles);
  const tilesShown = useDeferredValue(true, !deferred);
  const loaded = games[start] !== undefined;
  return (
    <div
      data-index={index}
      data-games-row={loaded && tilesShown ? "" : undefined}
      ref={measureRef}
      className={styles.row}
      style={{ transform: `translateY(${offset}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, blockSize: tilesShown ? undefined : height }}
    >
      {tilesShown && Array.from({ length: end - start }, (_, position) => {
        const item = start + position;
        const game = games[item];
        return game ? (
          <div key={game.slug} role="listitem" aria-posinset={item + 1} aria-setsize={total} className={statsStyles.item}>
            <GameTile game={game} priority={index === 0} paced={deferred} />
            <GameStatsToggle game={game} open={statsFor === game.slug} onToggle={onToggleStats} />
          </div>
        ) : (
          <GameTileSkeleton key={`loading-${item}`} />
        );
      })}
    </div>
  );
}, sameRow);

/**
 * A row re-renders only when what it shows changes: its own games, not the list around them. Each page of games that
 * arrives while scrolling makes a new list; compared by identity, it re-rendered every mounted row (~17 ms at CPU x4).
 */
export function sameRow(before: GridRowProps, after: GridRowProps): boolean {
  for (const key of Object.keys(after) as Array<keyof GridRowProps>) {
    if (key !== "games" && before[key] !== after[key]) return false;
  }
  for (let item = after.start; item < after.end; item++) {
    if (before.games[item] !== after.games[item]) return false;
  }
  return true;
}
