import { resolvePagePath } from "@casino/domain";
import { DESIGN_BASE_PATH, useSettings } from "@casino/shell";
import { STATISTICS_PATHS } from "./statistics-paths.ts";

/** The address anyone can open to see a player's shared statistics: this site's origin and the public page's path. */
export function useSharedStatisticsUrl(): (token: string) => string {
  const settings = useSettings();
  const options = { pageUrlSetup: settings.pageUrlSetup, navigationSystem: settings.navigationSystem };
  const path = resolvePagePath("sharedStatistics", STATISTICS_PATHS, options) ?? STATISTICS_PATHS.sharedStatistics;
  const base = settings.designSetup ? DESIGN_BASE_PATH : "";
  return (token) => `${window.location.origin}${base}${path.replace("$token", encodeURIComponent(token))}`;
}
