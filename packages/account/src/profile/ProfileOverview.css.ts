import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const details = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const row = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });
export const term = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const withBadge = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });

const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const badgeOk = style([badge, { background: vars.color.success, color: vars.color.successContrast }]);
export const badgeWarn = style([badge, { background: vars.color.warning, color: vars.color.warningContrast }]);

export const balances = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const balance = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
});
export const balanceTotal = style([balance, { border: `2px solid ${vars.color.brand}` }]);
export const amount = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
