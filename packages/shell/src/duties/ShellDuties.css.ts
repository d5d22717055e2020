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

/**
 * The place in the dock of what the lazy duties bring (the connection notice, the live chat): the dock's full width,
 * taking no click itself (its children take their own). With the live chat on, it holds the launcher's height from the
 * first frame: the launcher arriving a few seconds later then moves nothing (it grew the dock upward, a layout shift
 * of the cookie bar beneath it of about 0.03).
 */
export const slot = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  alignSelf: "stretch",
});

// Above the dock's own rule for its children (which take clicks).
globalStyle(`${dock} > ${slot}`, { pointerEvents: "none" });

/** The live chat's launcher: 3rem high with the chat area's margin below it (live-chat/LiveChat.css.ts). */
export const slotWithChat = style({ minBlockSize: `calc(3rem + ${vars.space.md})` });
