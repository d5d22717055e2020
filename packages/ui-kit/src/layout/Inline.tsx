import type { ReactNode } from "react";
import { flex, type FlexGap } from "./flex.css.ts";

export const inlineAligns = ["start", "center", "end", "baseline", "stretch"] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineJustifies = ["start", "center", "end", "between"] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

export interface InlineProps {
  children?: ReactNode;
  gap?: FlexGap;
  align?: InlineAlign;
  justify?: InlineJustify;
  /** Wrapping is on by default so rows survive 320 px screens. */
  nowrap?: boolean;
  as?: "div" | "ul" | "ol" | "nav" | "header" | "footer";
}

/** Children in a row (following the writing direction) that wraps on narrow screens. */
export function Inline({ children, gap = "sm", align = "center", justify = "start", nowrap = false, as: Component = "div" }: InlineProps) {
  return <Component className={flex({ direction: "row", wrap: !nowrap, gap, align, justify })}>{children}</Component>;
}
