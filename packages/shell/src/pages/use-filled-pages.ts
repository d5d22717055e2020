import { useMemo } from "react";
import { useRouter } from "@tanstack/react-router";
import type { ResolvedPage } from "./page-registry.ts";

/**
 * The page keys a feature (or the shell) fills with a component, from the router's table (the others show Coming
 * soon); `undefined` outside the app's router, as in a story whose router was not given the table.
 */
export function useFilledPages(): ReadonlySet<string> | undefined {
  const pages = (useRouter().options.context as { pages?: readonly ResolvedPage[] } | undefined)?.pages;
  return useMemo(() => (pages ? new Set(pages.filter((page) => page.definition).map((page) => page.key)) : undefined), [pages]);
}
