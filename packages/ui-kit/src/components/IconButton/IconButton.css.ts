import { recipe } from "@vanilla-extract/recipes";
import { buttonBaseRule, buttonVariantRules } from "../Button/button-variants.ts";

export const iconButton = recipe({
  base: [buttonBaseRule, { padding: 0, flexShrink: 0 }],
  variants: {
    variant: {
      primary: buttonVariantRules.primary,
      secondary: buttonVariantRules.secondary,
      ghost: buttonVariantRules.ghost,
    },
    size: {
      sm: { width: "2rem", height: "2rem" },
      md: { width: "2.75rem", height: "2.75rem" },
      lg: { width: "3.25rem", height: "3.25rem" },
    },
  },
  defaultVariants: { variant: "ghost", size: "md" },
});
