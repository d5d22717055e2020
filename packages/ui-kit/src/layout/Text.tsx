import type { ReactNode } from "react";
import { text } from "./Text.css.ts";

export const textSizes = ["xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = [
  "primary",
  "secondary",
  "muted",
  "inverse",
  "link",
  "brand",
  "danger",
  "success",
  "inherit",
] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ["regular", "medium", "bold", "heading"] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps {
  children?: ReactNode;
  as?: "span" | "p" | "div" | "strong" | "em" | "small" | "label" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  font?: "body" | "heading" | "mono";
  align?: "start" | "center" | "end";
  /** One line with an ellipsis; otherwise long words break so 320 px layouts never overflow. */
  truncate?: boolean;
  id?: string;
  htmlFor?: string;
}

/** Text in the theme's type scale; headings are `as="h2"` with `font="heading"`. */
export function Text({ as: Component = "span", children, size, tone, weight, font, align, truncate, id, htmlFor }: TextProps) {
  return (
    <Component
      className={text({ size, tone, weight, font, align, truncate })}
      {...(id ? { id } : {})}
      {...(htmlFor && Component === "label" ? { htmlFor } : {})}
    >
      {children}
    </Component>
  );
}
