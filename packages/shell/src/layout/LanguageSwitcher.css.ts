import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const switcher = style({ position: "relative", display: "inline-flex", alignItems: "center", minInlineSize: 0 });

export const globe = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  inlineSize: 18,
  blockSize: 18,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.5,
  pointerEvents: "none",
  color: vars.text.secondary,
});

export const select = style({
  minBlockSize: 44,
  maxInlineSize: "12rem",
  paddingInlineStart: `calc(${vars.space.sm} + 24px)`,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.field,
  background: vars.surface.page,
  color: vars.text.primary,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  textOverflow: "ellipsis",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.6, cursor: "progress" } },
});
