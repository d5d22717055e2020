import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  maxInlineSize: "52rem",
  marginInline: "auto",
  minInlineSize: 0,
  "@media": { [media.mobile]: { paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heading,
});
