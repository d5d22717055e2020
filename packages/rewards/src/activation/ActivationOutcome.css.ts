import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

const base = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: "4px",
  borderInlineStartStyle: "solid",
  background: vars.surface.sunken,
  color: vars.text.primary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const box = styleVariants({
  success: [base, { borderInlineStartColor: vars.color.success }],
  problem: [base, { borderInlineStartColor: vars.color.danger }],
});

export const text = style({ margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
