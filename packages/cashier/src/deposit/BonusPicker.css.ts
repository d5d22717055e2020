import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const fieldset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0, display: "grid", gap: vars.space.sm });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const option = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.surface.border}`,
  borderRadius: vars.radius.card,
  background: vars.surface.raised,
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand } },
});

export const choice = style({ display: "flex", alignItems: "start", gap: vars.space.sm, cursor: "pointer" });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.text.secondary });

export const terms = style({ fontSize: vars.fontSize.sm, paddingInlineStart: vars.space.lg });

export const warning = style({
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.surface.sunken,
});
