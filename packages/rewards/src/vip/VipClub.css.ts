import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";
import { card } from "../promotions/BonusCard.css.ts";

// The page, its headings and a level's card look as the promotions' page and bonus cards do.
export { heading, page, section, title } from "../promotions/PromotionsPage.css.ts";

export const view = style({ display: "grid", gap: vars.space.xl, minInlineSize: 0 });

export const groupHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });

export const muted = style({ margin: 0, color: vars.text.secondary });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const levels = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const level = style([card]);

// The player's own level: a thicker brand border (not colour alone: it also carries the "Your level" badge).
export const current = style({ borderColor: vars.color.brand, borderWidth: 2, boxShadow: vars.shadow.sm });

export const levelHead = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center", justifyContent: "space-between" });

export const levelName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const badge = style({
  display: "inline-block",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
});

export const facts = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 7rem), 1fr))", gap: vars.space.sm, margin: 0 });
export const fact = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });
export const term = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const perks = style({ display: "grid", gap: vars.space.xxs, margin: 0, paddingInlineStart: vars.space.lg });
