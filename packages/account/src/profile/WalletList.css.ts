import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const wallets = style({ display: "grid", gap: vars.space.sm });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const wallet = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "baseline",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
});
export const currency = style({ fontWeight: vars.fontWeight.bold, minInlineSize: "3.5rem" });
