import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.surface.border}`,
  background: vars.surface.raised,
});

export const coupon = style({ display: "grid", gap: vars.space.sm, maxInlineSize: "28rem", alignItems: "start", justifyItems: "start" });

export const success = style({ margin: 0, color: vars.text.primary, borderInlineStart: `4px solid ${vars.color.success}`, paddingInlineStart: vars.space.sm });

export const problem = style({ margin: 0, color: vars.text.primary, borderInlineStart: `4px solid ${vars.color.danger}`, paddingInlineStart: vars.space.sm });

export const amount = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
