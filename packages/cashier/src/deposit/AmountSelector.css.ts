import { style } from "@vanilla-extract/css";
import { vars } from "@casino/ui-kit/theme";

export const group = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

/** − field +: the buttons stay at the field's height whatever the label and error below it. */
export const stepper = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "start",
  gap: vars.space.sm,
});

/** Lines the buttons up with the input box, under the field's label. */
export const stepButton = style({ paddingBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})` });

export const quick = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
