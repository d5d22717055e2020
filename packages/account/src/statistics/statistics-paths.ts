/** The routes this slice adds to spec §2 (page key -> default path); a brand's pageUrlSetup may move them. */
export const STATISTICS_PATHS = {
  statistics: "/profile/statistics",
  sharedStatistics: "/statistics/$token",
} as const;
