import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const adornment = style({
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0,
  color: vars.text.muted,
  selectors: {
    "&:first-child": { paddingInlineStart: vars.space.sm },
    "&:last-child": { paddingInlineEnd: vars.space.xxs },
  },
});
