import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const nav = style({ minInlineSize: 0 });

const plainList = { listStyle: "none", margin: 0, padding: 0 } as const;

export const bar = style({ ...plainList, display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs });

export const list = style({ ...plainList, display: "grid", gap: vars.space.xxs });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  inlineSize: "100%",
  minBlockSize: 44,
  paddingInline: vars.space.sm,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.text.primary,
  font: "inherit",
  textAlign: "start",
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.surface.sunken },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});

export const chevron = style({
  inlineSize: 16,
  blockSize: 16,
  marginInlineStart: "auto",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '&[data-open="true"]': { transform: "rotate(180deg)" } },
});

export const group = style({ position: "relative" });

export const dropdown = style({
  ...plainList,
  position: "absolute",
  insetInlineStart: 0,
  insetBlockStart: "100%",
  zIndex: vars.zIndex.dropdown,
  minInlineSize: 220,
  padding: vars.space.xs,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const sublist = style({
  ...plainList,
  display: "grid",
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  selectors: { "&[hidden]": { display: "none" } },
});
