import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const title = style({
  flex: "1 1 8rem",
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  "@media": { [media.mobile]: { order: 3, flexBasis: "100%", gap: vars.space.sm } },
});

export const stat = style({ display: "flex", flexDirection: "column", minInlineSize: "4.5rem" });
export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.text.secondary });
export const statValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });
export const positive = style({ color: vars.color.success });
export const negative = style({ color: vars.color.danger });

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** A refused spin's text, on a line of its own below the bar's items; empty (no height, still a live region) while there is none. */
export const refusal = style({
  flexBasis: "100%",
  order: 4,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
