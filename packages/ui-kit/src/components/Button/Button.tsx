import { useLingui } from "@lingui/react/macro";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Icon } from "../../icons/Icon.tsx";
import type { IconName } from "../../icons/icon-paths.ts";
import { visuallyHidden } from "../../layout/Text.css.ts";
import { button, content, spinner } from "./Button.css.ts";

export const buttonVariants = ["primary", "secondary", "ghost", "danger"] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ["sm", "md", "lg"] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ComponentPropsWithRef<"button">, "className" | "style" | "children"> & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Disables the button, shows a spinner and announces "Loading". Pass it (even as `false`) from the first
   * render of a button that can load: the live region must exist before its text changes to be announced.
   */
  loading?: boolean;
  fullWidth?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
};

export function Button({
  children,
  variant = "primary",
  size = "md",
  loading,
  fullWidth = false,
  iconStart,
  iconEnd,
  type = "button",
  disabled,
  ...rest
}: ButtonProps) {
  const { t } = useLingui();
  const iconSize = size === "lg" ? "md" : "sm";
  return (
    <>
      <button
        {...rest}
        type={type}
        className={button({ variant, size, fullWidth })}
        disabled={Boolean(disabled) || Boolean(loading)}
        aria-busy={loading ? true : undefined}
      >
        {loading ? <span className={spinner} aria-hidden="true" /> : null}
        <span className={content}>
          {iconStart ? <Icon name={iconStart} size={iconSize} /> : null}
          {children}
          {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
        </span>
      </button>
      {/* A sibling, not a child: a button's descendants are presentational and their live updates get dropped. */}
      {loading === undefined ? null : (
        <span role="status" className={visuallyHidden}>
          {loading ? t`Loading` : ""}
        </span>
      )}
    </>
  );
}
