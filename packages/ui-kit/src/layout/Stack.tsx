import type { ReactNode } from "react";
import { flex, type FlexGap } from "./flex.css.ts";

export const stackAligns = ["stretch", "start", "center", "end"] as const;
export type StackAlign = (typeof stackAligns)[number];

export interface StackProps {
  children?: ReactNode;
  gap?: FlexGap;
  align?: StackAlign;
  as?: "div" | "section" | "ul" | "ol" | "form" | "fieldset" | "header" | "footer" | "main" | "nav" | "article";
}

/** Children in a column with even gaps. */
export function Stack({ children, gap = "md", align = "stretch", as: Component = "div" }: StackProps) {
  return <Component className={flex({ direction: "column", gap, align })}>{children}</Component>;
}
