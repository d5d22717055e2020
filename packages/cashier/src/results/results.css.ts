import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const layout = style({ display: "grid", gap: vars.space.md, justifyItems: "start", minInlineSize: 0 });

const badgeBase = style({
  display: "inline-grid",
  placeItems: "center",
  inlineSize: 48,
  blockSize: 48,
  borderRadius: vars.radius.full,
});
export const badge = styleVariants({
  success: [badgeBase, { background: vars.color.success, color: vars.color.successContrast }],
  danger: [badgeBase, { background: vars.color.danger, color: vars.color.dangerContrast }],
  info: [badgeBase, { background: vars.surface.sunken, color: vars.text.primary }],
});

export const amount = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, inlineSize: "100%" });

/** A page link that looks like a button (to the deposit page, with a method preselected). */
export const linkButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minBlockSize: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const linkSecondary = style([
  linkButton,
  { background: "transparent", color: vars.text.primary, border: `1px solid ${vars.surface.borderStrong}` },
]);

export const progress = style({ inlineSize: "100%" });
