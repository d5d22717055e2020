import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const tour = style({ display: "grid", gap: vars.space.lg });

export const dots = style({ display: "flex", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const dot = style({
  inlineSize: 10,
  blockSize: 10,
  borderRadius: vars.radius.full,
  background: vars.surface.borderStrong,
  selectors: { '&[aria-current="step"]': { background: vars.color.brand, inlineSize: 24 } },
});

export const counter = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const body = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium, justifySelf: "start" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "space-between" });

export const moves = style({ display: "flex", gap: vars.space.sm, marginInlineStart: "auto" });
