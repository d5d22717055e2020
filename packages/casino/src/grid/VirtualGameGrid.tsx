import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import type { GameSummary } from "@casino/api-client";
import { gridColumns, gridRowCount, gridRowHeight, gridRowItems, shouldFetchNextPage } from "@casino/domain";
import { GameTile } from "../tile/GameTile.tsx";
import { GameTileSkeleton } from "../tile/GameTileSkeleton.tsx";
import * as styles from "./GameBrowser.css.ts";
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
// one after it), and a desktop screen with the lobby's rows stays within about 150 tiles (two rows each side: 152).
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
  const estimate = gridRowHeight(width, columns);
  const virtualizer = useWindowVirtualizer({
    count: gridRowCount(total, columns),
    estimateSize: () => estimate,
    // A row not laid out yet (hidden, or no layout engine) measures 0: keep the estimate rather than collapse.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, width, columns]);

  const rows = virtualizer.getVirtualItems();
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

  return (
    <div ref={listRef} role="list" aria-label={label} data-game-grid="" className={styles.grid} style={{ blockSize: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const { start, end } = gridRowItems(row.index, columns, total);
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: end - start }, (_, offset) => {
              const index = start + offset;
              const game = games[index];
              return game ? (
                <div key={game.slug} role="listitem" aria-posinset={index + 1} aria-setsize={total} className={statsStyles.item}>
                  <GameTile game={game} priority={row.index === 0} />
                  <GameStatsToggle game={game} open={statsFor === game.slug} onToggle={setStatsFor} />
                </div>
              ) : (
                <GameTileSkeleton key={`loading-${index}`} />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

