import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

const isoDateTime = v.pipe(v.string(), v.isoTimestamp());

export const PromotionSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  imageUrl: v.string(),
  /** The bonus the promotion offers, if any (activate it with activateBonus). */
  bonusId: v.nullable(v.number()),
  startsAt: v.nullable(isoDateTime),
  endsAt: v.nullable(isoDateTime),
});
export type PromotionSummary = v.InferOutput<typeof PromotionSummarySchema>;

export const PromotionSchema = v.object({
  ...PromotionSummarySchema.entries,
  /** Simple HTML from the back office: sanitise (dompurify) before rendering. */
  bodyHtml: v.string(),
  termsHtml: v.string(),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

export const PromotionListSchema = v.object({ rows: v.array(PromotionSummarySchema), count: v.number() });
export type PromotionList = v.InferOutput<typeof PromotionListSchema>;
export const PromotionListResponseSchema = successEnvelope(PromotionListSchema);
export const PromotionResponseSchema = successEnvelope(PromotionSchema);

/** The path of the promotions list (the promotions page's first picture is read from it before the app starts). */
export const PROMOTIONS_PATH = "/api/admin/promotions";

/** GET /api/admin/promotions?language: current promotions (ended ones left out). */
export async function getPromotions(language?: string, options: { signal?: AbortSignal } = {}): Promise<PromotionList> {
  const { data } = await apiRequest({ path: PROMOTIONS_PATH, query: { language }, schema: PromotionListResponseSchema, ...options });
  return data;
}

/** GET /api/admin/promotions/{slug}?language. 404 PROMOTION_NOT_FOUND. */
export async function getPromotion(slug: string, language?: string, options: { signal?: AbortSignal } = {}): Promise<Promotion> {
  const { data } = await apiRequest({
    path: `/api/admin/promotions/${encodeURIComponent(slug)}`,
    query: { language },
    schema: PromotionResponseSchema,
    ...options,
  });
  return data;
}

export const promotionsQueryOptions = (language?: string) =>
  queryOptions({ queryKey: ["promotions", "list", language ?? null] as const, queryFn: ({ signal }) => getPromotions(language, { signal }) });

export const promotionQueryOptions = (slug: string, language?: string) =>
  queryOptions({ queryKey: ["promotions", slug, language ?? null] as const, queryFn: ({ signal }) => getPromotion(slug, language, { signal }) });
