import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const view = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });
export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const rowHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const rows = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 8rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });
export const term = style({ color: vars.text.secondary, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: "anywhere", fontWeight: vars.fontWeight.bold });

/** The amount field and its buttons: one line when there is room, stacked at 320 px. */
export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });
export const field = style({ flex: "1 1 10rem", minInlineSize: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const pending = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.surface.sunken,
  borderInlineStart: `3px solid ${vars.color.warning}`,
});
