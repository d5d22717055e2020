import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const boxSize = "1.25rem";

export const root = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const row = style({ display: "flex", alignItems: "flex-start", gap: vars.space.xs });

export const input = style({
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  margin: 0,
  // Centres the box on the first line of a label that may wrap.
  marginBlockStart: `calc((1lh - ${boxSize}) / 2)`,
  accentColor: vars.color.brand,
  cursor: "pointer",
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: "1px" },
    '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.focus },
    "&:disabled": { cursor: "not-allowed" },
  },
});

export const label = style({
  color: vars.text.primary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: "anywhere",
  cursor: "pointer",
});

export const messages = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space.xs})` });
