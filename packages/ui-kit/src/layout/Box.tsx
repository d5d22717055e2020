import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from "react";
import { sprinkles, type Sprinkles } from "./sprinkles.css.ts";

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, "className" | "style" | keyof Sprinkles> & {
    /** The element to render; `div` by default. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    children?: ReactNode;
  };

/** The layout primitive: spacing, flex, surfaces and radii from theme tokens, never raw styles. */
export function Box({ as = "div", ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const className = sprinkles(atoms as Sprinkles);
  return createElement(as, className ? { ...rest, className } : rest);
}
