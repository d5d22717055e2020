import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Spec §9: content texts are cached 5 minutes. */
export const CONTENT_TEXTS_STALE_TIME_MS = 5 * 60_000;

export const ContentTextsSchema = v.object({
  /** The locale answered (the requested one, normalised: "pt-br" -> "pt-BR"). */
  locale: v.string(),
  /**
   * Key to text: welcome.*, home.*, faq.title, faq.items.<n>.question/answer, legal.<page>.title and
   * legal.<page>.html (simple HTML; sanitise before rendering), ... Keys the locale lacks are English.
   */
  texts: v.record(v.string(), v.string()),
});
export type ContentTexts = v.InferOutput<typeof ContentTextsSchema>;
export const ContentTextsResponseSchema = successEnvelope(ContentTextsSchema);

/**
 * GET /api/core/casino/locales/{locale}.json?version. `version` only busts caches (e.g. the day's date).
 * Unsupported locale: 404 LOCALE_NOT_FOUND.
 */
export async function getContentTexts(
  locale: string,
  version?: string,
  options: { signal?: AbortSignal } = {},
): Promise<ContentTexts> {
  const { data } = await apiRequest({
    path: `/api/core/casino/locales/${encodeURIComponent(locale)}.json`,
    query: { version },
    cache: true,
    schema: ContentTextsResponseSchema,
    ...options,
  });
  return data;
}

export const contentTextsQueryOptions = (locale: string, version?: string) =>
  queryOptions({
    queryKey: ["content-texts", locale, version ?? null] as const,
    queryFn: ({ signal }) => getContentTexts(locale, version, { signal }),
    staleTime: CONTENT_TEXTS_STALE_TIME_MS,
  });
