// Player statistics and their public share link.
export {
  StatisticsResponseSchema,
  StatisticsSchema,
  getStatistics,
  statisticsQueryOptions,
} from "../endpoints/statistics/statistics.ts";
export type { Statistics } from "../endpoints/statistics/statistics.ts";
export {
  SharedStatisticsResponseSchema,
  SharedStatisticsSchema,
  StatisticsShareResponseSchema,
  getSharedStatistics,
  shareStatistics,
  shareStatisticsMutationOptions,
  sharedStatisticsQueryOptions,
} from "../endpoints/statistics/statistics-share.ts";
export type { SharedStatistics, StatisticsShare } from "../endpoints/statistics/statistics-share.ts";
