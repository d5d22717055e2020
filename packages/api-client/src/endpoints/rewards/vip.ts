import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

export const VipLevelSchema = v.object({
  level: v.number(),
  name: v.string(),
  /** Group (tier) from the brand's loyaltyLevelGroupSteps, counting from 1. */
  group: v.number(),
  pointsRequired: v.number(),
  /** Percent of wagers paid back into the rakeback calendar. */
  rakebackPercent: v.number(),
  /** Percent of net losses paid as calendar award. */
  cashbackPercent: v.number(),
  perks: v.array(v.string()),
});
export type VipLevel = v.InferOutput<typeof VipLevelSchema>;

export const VipLevelsSchema = v.object({ levels: v.array(VipLevelSchema), loyaltyLevelGroupSteps: v.array(v.number()) });
export type VipLevels = v.InferOutput<typeof VipLevelsSchema>;
export const VipLevelsResponseSchema = successEnvelope(VipLevelsSchema);

/** GET /api/admin/vip-levels?language: the club's levels, perks in the language (the system token picks the brand's group steps). */
export async function getVipLevels(language?: string, options: { signal?: AbortSignal } = {}): Promise<VipLevels> {
  const { data } = await apiRequest({ path: "/api/admin/vip-levels", query: { language }, schema: VipLevelsResponseSchema, ...options });
  return data;
}

export const vipLevelsQueryOptions = (language?: string) =>
  queryOptions({ queryKey: ["vip", "levels", language ?? null] as const, queryFn: ({ signal }) => getVipLevels(language, { signal }) });

export const VipProgressSchema = v.object({
  level: v.number(),
  levelName: v.string(),
  group: v.number(),
  /** Loyalty points: one per 10 units wagered. */
  points: v.number(),
  nextLevel: v.nullable(v.number()),
  nextLevelName: v.nullable(v.string()),
  pointsToNext: v.number(),
  /** 0-100 towards the next level. */
  percent: v.number(),
  rakebackPercent: v.number(),
});
export type VipProgress = v.InferOutput<typeof VipProgressSchema>;
export const VipProgressResponseSchema = successEnvelope(VipProgressSchema);

/** GET /api/user/vip-progress?language (token): level names in the language. */
export async function getVipProgress(language?: string, options: { signal?: AbortSignal } = {}): Promise<VipProgress> {
  const { data } = await apiRequest({ path: "/api/user/vip-progress", query: { language }, schema: VipProgressResponseSchema, ...options });
  return data;
}

/** The player's progress; `["vip", "progress"]` (VIP_PROGRESS_KEY) is the prefix of every language's, for invalidating. */
export const VIP_PROGRESS_KEY = ["vip", "progress"] as const;
export const vipProgressQueryOptions = (language?: string) =>
  queryOptions({ queryKey: [...VIP_PROGRESS_KEY, language ?? null] as const, queryFn: ({ signal }) => getVipProgress(language, { signal }) });
