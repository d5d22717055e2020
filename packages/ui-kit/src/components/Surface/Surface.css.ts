import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../theme/breakpoints.ts";
import { vars } from "../../theme/contract.css.ts";

export const surface = recipe({
  base: {
    display: "grid",
    gap: vars.space.md,
    // A fieldset's own margin and min-content width would otherwise stay.
    margin: 0,
    minInlineSize: 0,
    border: `1px solid ${vars.surface.border}`,
    borderRadius: vars.radius.card,
    background: vars.surface.raised,
  },
  variants: {
    padding: {
      // A step less on phones, where the card nearly fills the screen.
      lg: { padding: vars.space.lg, "@media": { [media.mobile]: { padding: vars.space.md } } },
      md: { padding: vars.space.md },
    },
  },
  defaultVariants: { padding: "lg" },
});
