import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const state = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  border: `1px dashed ${vars.surface.borderStrong}`,
  borderRadius: vars.radius.card,
  color: vars.text.secondary,
  textAlign: "center",
});

export const title = style({ margin: 0, color: vars.text.primary, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
