import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const bar = style({
  position: "fixed",
  insetInline: 0,
  insetBlockStart: 0,
  zIndex: vars.zIndex.toast,
  pointerEvents: "none",
});
