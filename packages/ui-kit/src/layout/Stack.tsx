import type { ReactNode } from "react";
import { Box, type BoxProps } from "./Box.tsx";

export const stackAligns = ["stretch", "start", "center", "end"] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: "stretch", start: "flex-start", center: "center", end: "flex-end" } as const;

export interface StackProps {
  children?: ReactNode;
  gap?: BoxProps["gap"];
  align?: StackAlign;
  as?: "div" | "section" | "ul" | "ol" | "form" | "fieldset" | "header" | "footer" | "main" | "nav" | "article";
}

/** Children in a column with even gaps. */
export function Stack({ children, gap = "md", align = "stretch", as = "div" }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={gap} alignItems={alignItems[align]}>
      {children}
    </Box>
  );
}
