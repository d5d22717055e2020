import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const balance = style({
  display: "inline-grid",
  justifyItems: "end",
  gap: vars.space.xxs,
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.control,
  background: vars.surface.sunken,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
});

export const label = style({ fontSize: vars.fontSize.xs, color: vars.text.secondary });

export const amount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  color: vars.text.primary,
});
