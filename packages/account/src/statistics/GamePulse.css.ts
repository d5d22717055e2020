import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const figure = style({
  position: "relative",
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  minInlineSize: 0,
});

export const caption = style({ display: "grid", gap: vars.space.xxs });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const summary = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

/** The canvas keeps its reading order whatever the text direction: rounds run from old to new, left to right. */
export const chart = style({
  inlineSize: "100%",
  minBlockSize: 240,
  direction: "ltr",
  overflow: "hidden",
  // The canvas is drawn at the width it is given: it must not hold the page open when the window narrows.
  contain: "inline-size",
});

/** The data table for screen readers only (the chart's text alternative, round by round). */
export const hiddenTable = style({
  position: "absolute",
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/**
 * The theme tokens the canvas is painted with (a canvas cannot use CSS variables: PulseChart reads their computed
 * values). Exported from here so the theme module stays a build-time import, out of the runtime bundle.
 */
export const chartTokens = {
  line: vars.color.brand,
  axis: vars.text.secondary,
  grid: vars.surface.border,
  zero: vars.surface.borderStrong,
};
