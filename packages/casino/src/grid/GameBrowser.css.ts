import { style } from "@vanilla-extract/css";
import { GRID_METRICS } from "@casino/domain";
import { vars } from "@casino/ui-kit/theme";

export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heading });

export const count = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

/** The virtualiser sizes this box for every game (loaded or not) so the scrollbar is honest from the start. */
export const grid = style({ position: "relative", inlineSize: "100%" });

/** Rows sit at the virtualiser's offsets; the gap under each row is part of its measured height. */
export const row = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: "100%",
  display: "grid",
  columnGap: `${GRID_METRICS.gap}px`,
  paddingBlockEnd: `${GRID_METRICS.gap}px`,
  boxSizing: "border-box",
});

/** First load: a few rows of skeleton tiles in the grid's own shape (2 columns on a phone). */
export const skeletonGrid = style({
  display: "grid",
  gap: `${GRID_METRICS.gap}px`,
  gridTemplateColumns: `repeat(auto-fill, minmax(${GRID_METRICS.minTileWidth}px, 1fr))`,
  "@media": { "(max-width: 319px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** The first paint's grid: the same column and row spacing as the virtual rows. */
export const plainGrid = style({
  display: "grid",
  alignContent: "start",
  columnGap: `${GRID_METRICS.gap}px`,
  rowGap: `${GRID_METRICS.gap}px`,
});
