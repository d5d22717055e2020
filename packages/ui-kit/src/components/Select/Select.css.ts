import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const select = style({
  appearance: "none",
  cursor: "pointer",
  // Room for the chevron, on the side where the line ends (right in LTR, left in RTL).
  paddingInlineEnd: `calc(${vars.space.sm} + 1.5rem)`,
  textOverflow: "ellipsis",
  selectors: { "&:disabled": { cursor: "not-allowed" } },
});

export const chevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.sm,
  insetBlockStart: "50%",
  transform: "translateY(-50%)",
  display: "flex",
  color: vars.text.secondary,
  pointerEvents: "none",
});
