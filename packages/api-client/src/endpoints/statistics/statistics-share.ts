import { mutationOptions, queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { StatisticsSchema } from "./statistics.ts";

export const StatisticsShareResponseSchema = successEnvelope(v.object({ token: v.string(), path: v.string() }));
export type StatisticsShare = v.InferOutput<typeof StatisticsShareResponseSchema>["data"];

/** What anyone with the link sees: the numbers and the nickname, nothing else about the player. */
export const SharedStatisticsSchema = v.object({
  nickname: v.nullable(v.string()),
  statistics: StatisticsSchema,
  sharedAt: v.string(),
});
export type SharedStatistics = v.InferOutput<typeof SharedStatisticsSchema>;
export const SharedStatisticsResponseSchema = successEnvelope(SharedStatisticsSchema);

/** POST /api/user/statistics/share (token): the player's share token (the same one on every call). */
export async function shareStatistics(): Promise<StatisticsShare> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/statistics/share", schema: StatisticsShareResponseSchema });
  return data;
}

/** GET /api/core/casino/statistics/<token> (public): 404 SHARE_NOT_FOUND. */
export async function getSharedStatistics(token: string, options: { signal?: AbortSignal } = {}): Promise<SharedStatistics> {
  const { data } = await apiRequest({
    path: `/api/core/casino/statistics/${encodeURIComponent(token)}`,
    schema: SharedStatisticsResponseSchema,
    ...options,
  });
  return data;
}

export const shareStatisticsMutationOptions = () =>
  mutationOptions({ mutationKey: ["statistics", "share"], mutationFn: shareStatistics });

export const sharedStatisticsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["statistics", "shared", token] as const, queryFn: ({ signal }) => getSharedStatistics(token, { signal }) });
