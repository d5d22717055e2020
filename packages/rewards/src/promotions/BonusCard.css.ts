import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";
import { bannerImage } from "./banner.css.ts";

export const card = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  color: vars.text.primary,
  selectors: { '&[data-highlighted="true"]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const banner = bannerImage;

export const tagline = style({ margin: 0, color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });

export const description = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const facts = style({ display: "grid", gap: vars.space.xxs, margin: 0, fontSize: vars.fontSize.sm });

export const fact = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.xs });

export const term = style({ color: vars.text.secondary });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: "end" });

export const terms = style({ fontSize: vars.fontSize.sm, color: vars.text.secondary });

export const termsBody = style({ paddingBlockStart: vars.space.xs });

export const summary = style({ cursor: "pointer", color: vars.text.link });

export const action = style({ display: "grid", gap: vars.space.sm, marginBlockStart: "auto" });
