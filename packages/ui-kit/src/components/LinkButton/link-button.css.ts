import type { StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.ts";
import type { LinkButtonVariant } from "./link-button-variants.ts";

const variants = {
  primary: { background: vars.color.brand, color: vars.color.brandContrast },
  secondary: { background: "transparent", color: vars.text.primary, border: `1px solid ${vars.surface.borderStrong}` },
} satisfies Record<LinkButtonVariant, StyleRule>;

/**
 * A button's look for a link the ui-kit cannot draw itself (the shell's PageLink and ModalLink know the router):
 * `<PageLink page="deposit" className={linkButton()}>`, `linkButton({ variant: "secondary" })`.
 */
export const linkButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    // 44 px: the touch-target size, as the default Button.
    minBlockSize: 44,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.control,
    fontWeight: vars.fontWeight.bold,
    textDecoration: "none",
    selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
  variants: { variant: variants },
  defaultVariants: { variant: "primary" },
});
