import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const root = style({ position: "relative" });

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: 44,
  minInlineSize: 44,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.control,
  background: "transparent",
  color: vars.text.primary,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.surface.sunken } },
});

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
});

export const triggerText = style({
  paddingInlineEnd: vars.space.xs,
  "@media": { [media.mobile]: { position: "absolute", inlineSize: 1, blockSize: 1, overflow: "hidden", clip: "rect(0 0 0 0)" } },
});

export const panel = style({
  position: "absolute",
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  minInlineSize: 220,
  maxInlineSize: "calc(100vw - 2 * 16px)",
  padding: vars.space.xs,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const name = style({
  margin: 0,
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

// The account menu's entries look and behave like the navigation's links.
export { link as item, list } from "./MainNav.css.ts";
