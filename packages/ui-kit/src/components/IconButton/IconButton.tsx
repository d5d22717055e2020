import type { ComponentPropsWithRef } from "react";
import { Icon } from "../../icons/Icon.tsx";
import type { IconName } from "../../icons/icon-paths.ts";
import { iconButton } from "./IconButton.css.ts";

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
    <button {...rest} type={type} aria-label={label} title={label} className={iconButton({ variant, size })}>
      <Icon name={icon} size={size === "lg" ? "lg" : "md"} />
    </button>
  );
}
