import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const form = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "52rem" });

export const legend = style({
  paddingInline: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
});

/** Two columns from tablet up, one on phones. */
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  // A field with a lock hint is taller; its neighbours keep their natural height.
  alignItems: "start",
});

/** Phone code and number side by side on a row of their own: the code takes what it needs. */
export const phoneRow = style({
  gridColumn: "1 / -1",
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "minmax(6.5rem, 9rem) minmax(0, 1fr)",
  alignItems: "start",
});

export const lockHint = style({ display: "inline-flex", gap: vars.space.xxs, alignItems: "start" });
export const lockIcon = style({ flexShrink: 0, marginBlockStart: "0.15em" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
