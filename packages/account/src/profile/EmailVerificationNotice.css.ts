import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: 4,
  background: vars.surface.raised,
});
