import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** A 44 px round target, the size the shell reserves for a header item while its chunk loads. */
export const link = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: 44,
  blockSize: 44,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  color: vars.text.primary,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.surface.raised },
    "&[aria-current='page']": { color: vars.color.brand },
  },
});

export const badge = style({
  position: "absolute",
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minInlineSize: 18,
  blockSize: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: "18px",
  textAlign: "center",
});
