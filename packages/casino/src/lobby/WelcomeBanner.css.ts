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

// The accent is a fill with its own contrast colour (as the call to action): as text on the card it is too light to
// read in the light schemes (curacao's amber on white is 1.8:1, axe's WCAG 1.4.3).
export const amount = style({
  justifySelf: "start",
  margin: 0,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.control,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  overflowWrap: "anywhere",
});

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
