import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** The session's figures: two columns from 320 px up, label above value; logical properties (RTL). */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  marginBlock: vars.space.md,
  marginInline: 0,
});

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
});

export const label = style({ color: vars.text.secondary });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });

export const negative = style([value, { color: vars.color.danger }]);
