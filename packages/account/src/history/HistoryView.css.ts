import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const tabList = style({
  display: "flex",
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.control,
  background: vars.surface.sunken,
  inlineSize: "fit-content",
  maxInlineSize: "100%",
  overflowX: "auto",
});

export const tab = style({
  minBlockSize: 44,
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.control,
  background: "transparent",
  color: vars.text.secondary,
  font: "inherit",
  fontWeight: vars.fontWeight.medium,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"]': { background: vars.surface.raised, color: vars.text.primary, boxShadow: vars.shadow.sm },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Inline-size containment: a wide table scrolls inside its own box instead of widening the page. */
export const panel = style({ display: "grid", gap: vars.space.md, minInlineSize: 0, contain: "inline-size" });

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "end", justifyContent: "space-between", gap: vars.space.md });
