import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";
import { action } from "./StatusPage.css.ts";

export const page = style({ display: "grid", gap: vars.space.xl, minWidth: 0 });

export const hero = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, overflowWrap: "anywhere" });

export const lead = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.lg });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const cta = action;

export const secondary = style([
  action,
  { background: "transparent", color: vars.text.primary, boxShadow: `inset 0 0 0 1px ${vars.surface.borderStrong}` },
]);
