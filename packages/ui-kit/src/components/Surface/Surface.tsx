import { createElement, type ComponentPropsWithRef, type ReactNode } from "react";
import { surface } from "./Surface.css.ts";

export const surfaceElements = ["div", "section", "article", "aside", "form", "fieldset", "li"] as const;
export type SurfaceElement = (typeof surfaceElements)[number];
export const surfacePaddings = ["md", "lg"] as const;
export type SurfacePadding = (typeof surfacePaddings)[number];

export type SurfaceProps<E extends SurfaceElement = "div"> = Omit<ComponentPropsWithRef<E>, "className" | "style" | "children"> & {
  children?: ReactNode;
  /** The element to render (`div` by default): a `section` with a heading, a `form`, a `fieldset` with a legend. */
  as?: E;
  /** `lg` (default) steps down to `md` on phones; `md` is the same everywhere. */
  padding?: SurfacePadding;
};

/** A raised card: the raised background, border and card radius of the theme, its children in a column with even gaps. */
export function Surface<E extends SurfaceElement = "div">({ as, padding = "lg", children, ...rest }: SurfaceProps<E>) {
  return createElement(as ?? "div", { ...rest, className: surface({ padding }) }, children);
}
