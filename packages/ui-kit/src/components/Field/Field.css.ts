import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const field = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.text.primary,
  overflowWrap: "anywhere",
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.text.muted });

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** The bordered box of a text field or select; the ring sits here because the box, not the bare input, is what users see. */
export const controlBox = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  minWidth: 0,
  background: vars.surface.raised,
  color: vars.text.primary,
  border: `1px solid ${vars.surface.borderStrong}`,
  borderRadius: vars.radius.field,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    "&:focus-within": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&[data-invalid]": { borderColor: vars.color.danger },
    "&[data-disabled]": { opacity: 0.6, background: vars.surface.sunken },
  },
});

export const controlInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: "stretch",
  margin: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  paddingInline: vars.space.sm,
  outline: "none",
  selectors: {
    "&::placeholder": { color: vars.text.muted, opacity: 1 },
    "&:disabled": { cursor: "not-allowed" },
    // Addresses and numbers stay left to right in RTL pages, kept against the field's start edge.
    // Not :dir(rtl): CSS minifiers rewrite it into a :lang() list, which misses an RTL page in any other language.
    '[dir="rtl"] &:is([type="email"], [type="tel"], [type="url"])': { direction: "ltr", textAlign: "right" },
  },
});
