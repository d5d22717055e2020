import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const body = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg });

export const section = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const text = style({ margin: 0, color: vars.text.secondary, overflowWrap: "anywhere" });

export const callToAction = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
});

export const loginLink = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: "2.75rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
});

export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  inlineSize: "100%",
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, overflowWrap: "anywhere" });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
