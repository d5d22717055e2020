import { matchesPagePath } from "@casino/domain";
import { DESIGN_BASE_PATH } from "../router/create-router.tsx";
import type { ResolvedPage } from "./page-registry.ts";

/**
 * The page of the route table a path shows (a static path before one with params, as the router ranks them); the
 * design setup's /design prefix is left out first. Undefined when no page matches (the 404).
 */
export function pageAt(pages: readonly ResolvedPage[], pathname: string, designSetup: boolean): ResolvedPage | undefined {
  const path = designSetup && pathname.toLowerCase().startsWith(DESIGN_BASE_PATH) ? pathname.slice(DESIGN_BASE_PATH.length) || "/" : pathname;
  const matching = pages.filter((page) => matchesPagePath(page.path, path));
  return matching.find((page) => !page.path.includes("$")) ?? matching[0];
}
