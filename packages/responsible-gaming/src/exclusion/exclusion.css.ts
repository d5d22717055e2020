import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** A section's choice and its button, kept narrow enough to read on a 320 px screen. */
export const form = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  maxInlineSize: "28rem",
});

export const field = style({ inlineSize: "100%" });

export const statements = style({ display: "grid", gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

export const dialogBody = style({ display: "grid", gap: vars.space.md });

export const skeleton = style({ display: "grid", gap: vars.space.lg });
