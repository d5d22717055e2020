import { useLayoutEffect, useRef } from "react";
import type { GameSummary } from "@casino/api-client";
import { gridColumns, gridRowCount, gridRowHeight } from "@casino/domain";
import { GameTile } from "../tile/GameTile.tsx";
import * as styles from "./GameBrowser.css.ts";
import { learnedCaptionHeight, useLearnCaptionHeight } from "./caption-height.ts";
import { useElementBox } from "./use-element-box.ts";

export type PlainGameGridProps = {
  games: readonly GameSummary[];
  total: number;
  label: string;
  /** Told, as the grid goes (the virtual grid takes over), which game's tile had focus, so it can keep it. */
  onHandOffFocus?: (href: string) => void;
};

/**
 * The grid's first paint, before the virtualiser arrives: the games of the first screen in the same columns
 * and row pitch as the virtual rows, so the swap moves nothing. Readable and usable without the library.
 */
export function PlainGameGrid({ games, total, label, onHandOffFocus }: PlainGameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = ref.current;
    return () => {
      // Runs while the tiles are still in the document, just before the swap removes them.
      const active = document.activeElement;
      const href = list && active && list.contains(active) ? active.closest("[data-game-tile]")?.getAttribute("href") : null;
      if (href) onHandOffFocus?.(href);
    };
  }, [onHandOffFocus]);
  useLearnCaptionHeight(ref);
  const { width } = useElementBox(ref);
  const columns = gridColumns(width);
  const rowHeight = gridRowHeight(width, columns, learnedCaptionHeight());
  const rows = Math.ceil(window.innerHeight / rowHeight) + 1;
  const shown = games.slice(0, rows * columns);
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-game-grid=""
      className={styles.plainGrid}
      // Already as tall as all the games will be: the scrollbar is honest and nothing below moves at the swap.
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, minBlockSize: gridRowCount(total, columns) * rowHeight }}
    >
      {shown.map((game, index) => (
        <div key={game.slug} role="listitem" aria-posinset={index + 1} aria-setsize={total}>
          <GameTile game={game} priority={index < columns} />
        </div>
      ))}
    </div>
  );
}
