import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const banner = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.tabletUp]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  minInlineSize: 0,
  "@media": { [media.mobile]: { padding: vars.space.md } },
});

export const welcome = style([card, { background: vars.color.brand, color: vars.color.brandContrast }]);

export const win = style([card, { background: vars.surface.raised, border: `1px solid ${vars.surface.border}` }]);

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, overflowWrap: "anywhere" });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, overflowWrap: "anywhere" });

export const amount = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold, color: vars.color.accent, overflowWrap: "anywhere" });

export const cta = style({
  justifySelf: "start",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
