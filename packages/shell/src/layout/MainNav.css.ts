import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const nav = style({ marginInlineStart: "auto" });

export const list = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: 44,
  paddingInline: vars.space.sm,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.text.primary,
  font: "inherit",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.surface.sunken },
    '&[aria-current="page"]': { color: vars.color.brand },
  },
});

export const group = style({ position: "relative" });

export const submenu = style({
  position: "absolute",
  insetInlineEnd: 0,
  zIndex: vars.zIndex.dropdown,
  minInlineSize: 200,
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
