import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";
import { action } from "./StatusPage.css.ts";

export const hero = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  padding: vars.space.xl,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.surface.raised,
  boxShadow: vars.shadow.sm,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const lead = style({ margin: 0, color: vars.text.secondary, fontSize: vars.fontSize.lg });

export const cta = action;

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.md,
});
