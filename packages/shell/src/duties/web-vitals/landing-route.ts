import { pageAt } from "../../pages/page-at.ts";
import type { ResolvedPage } from "../../pages/page-registry.ts";

/** The page key a metric is filed under when the visit landed on no page of the table (the 404). */
export const NOT_FOUND_ROUTE = "notFound";

/** The page key of the route a path shows, on the route table the router was built from (pageAt). */
export function pageKeyAt(pages: readonly ResolvedPage[], pathname: string, designSetup: boolean): string {
  return pageAt(pages, pathname, designSetup)?.key ?? NOT_FOUND_ROUTE;
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
