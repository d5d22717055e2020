import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const body = style({ display: "grid", gap: vars.space.md });

export const days = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const day = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
  selectors: { '&[aria-current="date"]': { borderColor: vars.color.brand, borderWidth: "2px" } },
});

export const dayHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, display: "flex", gap: vars.space.xs, flexWrap: "wrap" });

export const today = style({ color: vars.color.brand });

export const bonuses = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const bonus = style({ display: "grid", gap: vars.space.xxs });

export const bonusName = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.text.link, fontWeight: vars.fontWeight.medium });
