import type { ComponentPropsWithRef } from "react";
import type { IconName } from "../../icons/icon-paths.ts";
import { glyphMask, glyphSize, iconButton } from "./IconButton.css.ts";

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
  icon: IconName;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
};

export function IconButton({ label, icon, variant = "ghost", size = "md", type = "button", ...rest }: IconButtonProps) {
  return (
    // The icon is drawn by CSS (the button's ::before, see IconButton.css.ts): nothing inside for a screen reader.
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={`${iconButton({ variant, size })} ${glyphSize[size === "lg" ? "lg" : "md"]} ${glyphMask[icon]}`}
    />
  );
}
