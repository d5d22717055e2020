import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

const Tally = v.object({ count: v.number(), amount: v.number() });

/** Player statistics from the casino rounds (amounts in the player's currency). */
export const StatisticsSchema = v.object({
  currencyCode: v.string(),
  bets: Tally,
  wins: Tally,
  biggestWin: v.nullable(v.object({ amount: v.number(), gameSlug: v.string(), gameName: v.string(), at: v.string() })),
  favouriteGame: v.nullable(v.object({ slug: v.string(), name: v.string(), rounds: v.number() })),
  /** Real-money game sessions (launches). */
  sessions: v.number(),
});
export type Statistics = v.InferOutput<typeof StatisticsSchema>;
export const StatisticsResponseSchema = successEnvelope(StatisticsSchema);

/** GET /api/user/statistics (token). */
export async function getStatistics(options: { signal?: AbortSignal } = {}): Promise<Statistics> {
  const { data } = await apiRequest({ path: "/api/user/statistics", schema: StatisticsResponseSchema, ...options });
  return data;
}

export const statisticsQueryOptions = () =>
  queryOptions({ queryKey: ["statistics"] as const, queryFn: ({ signal }) => getStatistics({ signal }) });
