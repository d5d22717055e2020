import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const footer = style({
  borderBlockStart: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  padding: vars.space.lg,
  color: vars.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({ color: vars.text.secondary, selectors: { "&:hover": { color: vars.text.primary } } });

export const note = style({ maxInlineSize: "70ch", marginInline: "auto", marginBlock: `${vars.space.sm} 0`, textAlign: "center" });
