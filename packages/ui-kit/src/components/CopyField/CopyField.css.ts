import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const frame = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });

/** A link: the field takes the room, the buttons wrap under it on a narrow screen. */
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end", minInlineSize: 0 });

export const field = style({ flex: "1 1 16rem", minInlineSize: 0 });

/** A value: the buttons in the field's end, side by side. */
export const inside = style({ display: "inline-flex", gap: vars.space.xxs });

/** Keeps its height while empty, so the confirmation does not push the page down. */
export const status = style({ margin: 0, minBlockSize: "1.25rem" });
