import { matchesPagePath } from "@casino/domain";
import { DESIGN_BASE_PATH } from "../../router/create-router.tsx";
import type { ResolvedPage } from "../../pages/page-registry.ts";

/** The page key a metric is filed under when the visit landed on no page of the table (the 404). */
export const NOT_FOUND_ROUTE = "notFound";

/**
 * The page key of the route a path shows (a static path before one with params, as the router ranks them), matched
 * on the route table the router was built from; the design setup's /design prefix is left out first.
 */
export function pageKeyAt(pages: readonly ResolvedPage[], pathname: string, designSetup: boolean): string {
  const path = designSetup && pathname.toLowerCase().startsWith(DESIGN_BASE_PATH) ? pathname.slice(DESIGN_BASE_PATH.length) || "/" : pathname;
  const matching = pages.filter((page) => matchesPagePath(page.path, path));
  return (matching.find((page) => !page.path.includes("$")) ?? matching[0])?.key ?? NOT_FOUND_ROUTE;
}

/**
 * The path the visit landed on: the document's own navigation (its URL is the page load every metric describes),
 * whatever route the player has moved to since; the current location where the browser keeps no navigation entry.
 */
export function landingPathname(win: Window = window): string {
  const [navigation] = win.performance?.getEntriesByType?.("navigation") ?? [];
  try {
    if (navigation?.name) return new URL(navigation.name).pathname;
  } catch {
    // Not a URL: fall back to the location.
  }
  return win.location.pathname;
}
