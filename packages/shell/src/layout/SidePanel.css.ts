import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";
import { HEADER_BLOCK_SIZE } from "./Header.css.ts";

export const panel = style({
  flexShrink: 0,
  inlineSize: "16rem",
  borderInlineEnd: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  transition: `inline-size ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[data-collapsed="true"]': { inlineSize: "3.75rem" } },
  "@media": { [media.menu]: { display: "none" } },
});

export const inner = style({
  position: "sticky",
  insetBlockStart: HEADER_BLOCK_SIZE,
  display: "grid",
  gap: vars.space.sm,
  maxBlockSize: `calc(100dvh - ${HEADER_BLOCK_SIZE})`,
  overflowY: "auto",
  padding: vars.space.sm,
});

export const toggle = style({
  justifySelf: "end",
  display: "inline-grid",
  placeItems: "center",
  inlineSize: 44,
  blockSize: 44,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.text.secondary,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.surface.sunken, color: vars.text.primary } },
});

export const toggleIcon = style({
  inlineSize: 20,
  blockSize: 20,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: {
    "[dir=rtl] &": { transform: "scaleX(-1)" },
    '[data-collapsed="true"] &': { transform: "scaleX(-1)" },
    '[dir=rtl] [data-collapsed="true"] &': { transform: "none" },
  },
});
