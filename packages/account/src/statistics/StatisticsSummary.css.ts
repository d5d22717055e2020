import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  border: `1px solid ${vars.surface.border}`,
  minInlineSize: 0,
});

export const label = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
  "@media": { [media.mobile]: { fontSize: vars.fontSize.lg } },
});

export const tone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
  neutral: {},
});

export const detail = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

export const state = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.surface.sunken,
});

export const stateText = style({ margin: 0 });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
