import { useMemo } from "react";
import { useRouter } from "@tanstack/react-router";

/**
 * The page keys a feature (or the shell) fills with a component, from the router's table; `undefined` outside the
 * app's router (a story's router knows no pages unless it is given them).
 */
export function useFilledPages(): ReadonlySet<string> | undefined {
  const keys = (useRouter().options.context as { filledPages?: readonly string[] } | undefined)?.filledPages;
  return useMemo(() => (keys ? new Set(keys) : undefined), [keys]);
}
