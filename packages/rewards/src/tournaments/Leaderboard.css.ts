import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** The board scrolls inside its own box, so the player's own row can stick to its edge (pinned) while outside the view. */
export const scroller = style({
  maxBlockSize: "28rem",
  overflowY: "auto",
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.text.primary,
});

export const list = style({ margin: 0, padding: 0, listStyle: "none", position: "relative" });

export const row = style({
  display: "grid",
  gridTemplateColumns: "3.5rem minmax(0, 1fr) auto auto",
  gap: vars.space.sm,
  alignItems: "center",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.text.primary,
  fontSize: vars.fontSize.sm,
});

/** The player's own row: highlighted, and stuck to the top or bottom of the box while scrolled out of it. */
export const me = style({
  position: "sticky",
  insetBlock: 0,
  zIndex: 1,
  background: vars.surface.sunken,
  fontWeight: vars.fontWeight.bold,
  // The accent marks the row's inline start: the shadow's offset is physical, so right to left mirrors it.
  boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
  selectors: { '[dir="rtl"] &': { boxShadow: `inset -4px 0 0 ${vars.color.brand}` } },
});

export const gap = style({ paddingBlock: vars.space.xxs, textAlign: "center", color: vars.text.muted });

export const place = style({ fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.bold });

export const number = style({ fontVariantNumeric: "tabular-nums", textAlign: "end" });

export const prize = style([number, { fontWeight: vars.fontWeight.medium }]);

/**
 * A long board (VirtualRows): the spacer holds the whole list's height and each drawn row sits at its place over it
 * (after `me`, so the player's own row is placed too while drawn; out of the drawn ones it is in the flow and sticks).
 */
export const spacer = style({ listStyle: "none" });
export const placed = style({ position: "absolute", insetBlockStart: 0, insetInline: 0 });
