import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 6.5rem), 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tabletUp]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" } },
});

const cell = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
  minBlockSize: "6.5rem",
  minInlineSize: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const day = styleVariants({
  // Text tokens are held to 4.5:1 on page, raised and overlay (ui-kit's brand contrast test), not on sunken.
  ended: [cell, { background: vars.surface.page, color: vars.text.secondary }],
  active: [cell, { borderColor: vars.color.brand, borderWidth: "2px", boxShadow: vars.shadow.sm }],
  closed: [cell, { borderStyle: "dashed", color: vars.text.muted }],
});

export const date = style({ color: "inherit", fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.text.primary,
});

export const status = style({ fontSize: vars.fontSize.xs, color: vars.text.secondary });

export const paid = style({ fontSize: vars.fontSize.xs, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const skeletonCell = style([cell, { background: vars.surface.page }]);
