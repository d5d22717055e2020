import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

/** Bottom edge of the viewport: the live chat in the end corner above the cookie bar, neither covering the other. */
export const dock = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.overlay,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  pointerEvents: "none",
});

globalStyle(`${dock} > *`, { pointerEvents: "auto" });

/** The live chat's place in the dock: no box of its own, so the chat lays out in the dock as before. */
export const slot = style({ display: "contents" });
