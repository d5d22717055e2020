import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const phoneRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(6.5rem, 8rem) minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
});
