import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** The tile's list item: the button and panel sit over its thumbnail. */
export const item = style({ position: "relative", minInlineSize: 0 });

export const button = style({
  position: "absolute",
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  // Above the panel it opens (the panel comes after it in the DOM, so it is read after the button).
  zIndex: 1,
  borderRadius: vars.radius.full,
  background: vars.surface.overlay,
  boxShadow: vars.shadow.sm,
});

/** Over the thumbnail (4:3, as the tile's frame) so opening it moves nothing around it. */
export const panel = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInline: 0,
  aspectRatio: "4 / 3",
  overflow: "auto",
  margin: 0,
  padding: vars.space.sm,
  paddingInlineEnd: "2.75rem",
  borderRadius: vars.radius.card,
  background: vars.surface.overlay,
  color: vars.text.primary,
  fontSize: vars.fontSize.xs,
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
});

export const term = style({ color: vars.text.secondary });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });
