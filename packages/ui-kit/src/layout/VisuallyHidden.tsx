import type { ReactNode } from "react";
import { visuallyHidden } from "./Text.css.ts";

/** Content for screen readers only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={visuallyHidden} {...(id ? { id } : {})}>
      {children}
    </span>
  );
}
