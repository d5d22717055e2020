import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const header = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  background: vars.surface.raised,
  borderBlockEnd: `1px solid ${vars.surface.border}`,
});

export const accent = style({ blockSize: 4, background: vars.color.brand });

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  maxWidth: 1440,
  marginInline: "auto",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.text.primary,
  textDecoration: "none",
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ display: "block", inlineSize: 36, blockSize: 36 });

export const brandName = style({ whiteSpace: "nowrap" });
