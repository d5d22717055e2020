import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { GameSummarySchema } from "./game-schema.ts";

export const CategorySchema = v.object({
  id: v.number(),
  slug: v.string(),
  /** In the requested locale, English where it has none. */
  name: v.string(),
  gameCount: v.number(),
  /** The category's most popular games (12), for lobby rows. */
  games: v.array(GameSummarySchema),
});
export type Category = v.InferOutput<typeof CategorySchema>;
export const CategoryListSchema = v.object({ topCategoryList: v.array(CategorySchema) });
export const CategoryListResponseSchema = successEnvelope(CategoryListSchema);

/**
 * GET /api/admin/get-full-category-list?locale (default en). Needs the brand's system token
 * (`x-system-token`): without a known one, 401 SYSTEM_TOKEN_REQUIRED.
 * Spec §7: a failed prefetch is logged and the list stays empty; that is the caller's choice.
 */
export async function getCategoryList(locale = "en", options: { signal?: AbortSignal } = {}): Promise<Category[]> {
  const { data } = await apiRequest({
    path: "/api/admin/get-full-category-list",
    query: { locale },
    systemToken: true,
    schema: CategoryListResponseSchema,
    ...options,
  });
  return data.topCategoryList;
}

export const categoryListQueryOptions = (locale = "en") =>
  queryOptions({ queryKey: ["categories", locale] as const, queryFn: ({ signal }) => getCategoryList(locale, { signal }) });
