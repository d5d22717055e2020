import { styleVariants } from "@vanilla-extract/css";

export const iconSize = styleVariants({
  sm: { width: "1rem", height: "1rem", flexShrink: 0 },
  md: { width: "1.25rem", height: "1.25rem", flexShrink: 0 },
  lg: { width: "1.5rem", height: "1.5rem", flexShrink: 0 },
});
