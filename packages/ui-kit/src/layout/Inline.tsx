import type { ReactNode } from "react";
import { Box, type BoxProps } from "./Box.tsx";

export const inlineAligns = ["start", "center", "end", "baseline", "stretch"] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineJustifies = ["start", "center", "end", "between"] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

const alignItems = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  baseline: "baseline",
  stretch: "stretch",
} as const;
const justifyContent = { start: "flex-start", center: "center", end: "flex-end", between: "space-between" } as const;

export interface InlineProps {
  children?: ReactNode;
  gap?: BoxProps["gap"];
  align?: InlineAlign;
  justify?: InlineJustify;
  /** Wrapping is on by default so rows survive 320 px screens. */
  nowrap?: boolean;
  as?: "div" | "ul" | "ol" | "nav" | "header" | "footer";
}

/** Children in a row (following the writing direction) that wraps on narrow screens. */
export function Inline({ children, gap = "sm", align = "center", justify = "start", nowrap = false, as = "div" }: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={nowrap ? "nowrap" : "wrap"}
      gap={gap}
      alignItems={alignItems[align]}
      justifyContent={justifyContent[justify]}
    >
      {children}
    </Box>
  );
}
