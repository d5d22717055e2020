import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import { buttonBaseRule, buttonVariantRules } from "./button-variants.ts";

export const button = recipe({
  base: buttonBaseRule,
  variants: {
    variant: buttonVariantRules,
    size: {
      sm: { minHeight: "2rem", paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      // 44 px: the touch-target size for the default button.
      md: { minHeight: "2.75rem", paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      lg: { minHeight: "3.25rem", paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: "100%" }, false: { maxWidth: "100%" } },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

export const content = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  selectors: { '[aria-busy="true"] > &': { visibility: "hidden" } },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  position: "absolute",
  insetBlockStart: "50%",
  insetInlineStart: "50%",
  width: "1.1em",
  height: "1.1em",
  marginBlockStart: "-0.55em",
  marginInlineStart: "-0.55em",
  border: "2px solid currentColor",
  borderInlineEndColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 700ms linear infinite`,
});
