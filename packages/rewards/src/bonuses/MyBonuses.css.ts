import { style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const cardHead = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", justifyContent: "space-between" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 11rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });
export const term = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: "anywhere", fontWeight: vars.fontWeight.bold });

export const games = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

const badgeBase = style({
  display: "inline-block",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
});
export const badge = {
  good: style([badgeBase, { background: vars.color.success, color: vars.color.successContrast }]),
  waiting: style([badgeBase, { background: vars.color.warning, color: vars.color.warningContrast }]),
  ended: style([badgeBase, { background: vars.surface.sunken, color: vars.text.primary, border: `1px solid ${vars.surface.borderStrong}` }]),
};

export const history = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const historyRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  alignItems: "center",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
