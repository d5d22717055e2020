import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const panel = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const item = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
});
