import { createVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/breakpoints.ts";
import { vars } from "../../theme/contract.css.ts";

export const fraction = createVar();

export const root = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });

export const labelRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.text.secondary,
});

export const track = recipe({
  base: {
    position: "relative",
    overflow: "hidden",
    borderRadius: vars.radius.full,
    background: vars.surface.sunken,
    boxShadow: `inset 0 0 0 1px ${vars.surface.border}`,
  },
  variants: { size: { sm: { height: "0.375rem" }, md: { height: "0.625rem" } } },
  defaultVariants: { size: "md" },
});

const slide = keyframes({ from: { insetInlineStart: "-40%" }, to: { insetInlineStart: "100%" } });

export const bar = recipe({
  base: {
    position: "absolute",
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: "inherit",
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
    indeterminate: {
      // Width as a fraction of the track, set from the value; logical inset keeps it growing from the start in RTL.
      false: {
        width: `calc(${fraction} * 100%)`,
        transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
      },
      true: {
        width: "40%",
        animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
        "@media": { [media.reducedMotion]: { animation: "none", width: "100%", opacity: 0.5 } },
      },
    },
  },
  defaultVariants: { tone: "brand", indeterminate: false },
});
