import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: "center",
});

export const code = style({ margin: 0, fontSize: "4rem", fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, maxInlineSize: "40ch", color: vars.text.secondary });

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
});
