import type { ComponentPropsWithRef } from "react";
import type { IconName } from "../../icons/icon-paths.ts";
import { glyphMask, glyphSize, iconButton, letter } from "./IconButton.css.ts";

export const iconButtonVariants = ["ghost", "secondary", "primary"] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ["sm", "md", "lg"] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export type IconButtonProps = Omit<
  ComponentPropsWithRef<"button">,
  "className" | "style" | "children" | "aria-label" | "aria-labelledby"
> & {
  /** The accessible name: the icon alone says nothing to a screen reader. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
} & (
    | { icon: IconName; glyph?: never }
    /**
     * A character drawn as text instead of an icon (e.g. "i"), for a button repeated on every item of a long list: a
     * masked icon is a paint effect of its own per button, and a grid of them makes every frame's compositing longer.
     */
    | { glyph: string; icon?: never }
  );

export function IconButton({ label, icon, glyph, variant = "ghost", size = "md", type = "button", ...rest }: IconButtonProps) {
  const drawn = icon === undefined ? letter : `${glyphSize[size === "lg" ? "lg" : "md"]} ${glyphMask[icon]}`;
  return (
    // An icon is drawn by CSS (the button's ::before, see IconButton.css.ts), a glyph is hidden text: either way the
    // label names the button.
    <button {...rest} type={type} aria-label={label} title={label} className={`${iconButton({ variant, size })} ${drawn}`}>
      {glyph === undefined ? null : <span aria-hidden="true">{glyph}</span>}
    </button>
  );
}
