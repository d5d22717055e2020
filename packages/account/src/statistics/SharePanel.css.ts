import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.text.secondary });

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const status = style({ margin: 0, minBlockSize: "1.5em", fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger });
