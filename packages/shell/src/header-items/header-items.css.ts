import { style } from "@vanilla-extract/css";

/** The room of one icon-sized header item (44 px: the header's touch-target size) while its chunk loads. */
export const reserved = style({ display: "inline-block", inlineSize: 44, blockSize: 44, flexShrink: 0 });
