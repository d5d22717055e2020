import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "@casino/ui-kit/theme";

/** Marks the sidebar's body; the dialog that holds it takes the side-sheet look below. */
export const sheetBody = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

// The shell's Dialog has centred sizes only; a body can still give its own dialog a side-sheet look, since the
// host renders it inside that <dialog>. Logical properties: the sheet sits at the inline end, also in RTL.
globalStyle(`dialog:has(.${sheetBody})`, {
  marginBlock: 0,
  marginInlineStart: "auto",
  marginInlineEnd: 0,
  blockSize: "100dvh",
  maxBlockSize: "100dvh",
  inlineSize: "min(100%, 30rem)",
  maxInlineSize: "30rem",
  borderRadius: 0,
  borderBlock: 0,
  borderInlineEnd: 0,
});

globalStyle(`dialog:has(.${sheetBody})`, {
  "@media": { [media.mobile]: { inlineSize: "100%", maxInlineSize: "100%", borderInlineStart: 0 } },
});
