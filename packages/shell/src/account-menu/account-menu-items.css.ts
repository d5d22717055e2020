import { style } from "@vanilla-extract/css";

/** The room of one menu link (44 px, the menu's touch-target height) while an entry's chunk loads. */
export const reserved = style({ display: "block", minBlockSize: 44 });
