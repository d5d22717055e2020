import * as v from "valibot";
import { WEB_VITAL_NAMES } from "@casino/domain";
import { successEnvelope } from "../../core/envelope.ts";
import { postKeepalive } from "../../core/keepalive.ts";
import { apiRequest } from "../../core/request.ts";
import type { LogEventPayload } from "./log-event.ts";

/** The data of a log-event `web-vital` (issue 30): one metric of a sampled visit with its final value. */
export const WebVitalDataSchema = v.object({
  name: v.picklist(WEB_VITAL_NAMES),
  value: v.pipe(v.number(), v.finite(), v.minValue(0)),
  rating: v.optional(v.pipe(v.string(), v.maxLength(40))),
  id: v.optional(v.pipe(v.string(), v.maxLength(100))),
  navigationType: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** The page key of the route the visit landed on. */
  route: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  brand: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
});

/**
 * POST log-event with keepalive: the vitals reporter sends its batch as the page is hidden or closed, when an
 * ordinary request would be cancelled with the page.
 */
export const logEventKeepalive = (payload: LogEventPayload): Promise<void> => postKeepalive("/api/user/log-event", payload);

/** One row of GET /sandbox/web-vitals: a metric's percentiles on one route of one brand (each metric id once). */
export const WebVitalSummarySchema = v.object({
  brand: v.string(),
  route: v.string(),
  name: v.picklist(WEB_VITAL_NAMES),
  count: v.number(),
  p50: v.number(),
  p75: v.number(),
  p95: v.number(),
});
export type WebVitalSummary = v.InferOutput<typeof WebVitalSummarySchema>;
export const SandboxWebVitalsResponseSchema = successEnvelope(v.object({ vitals: v.array(WebVitalSummarySchema) }));

/** GET /sandbox/web-vitals?since=: sandbox only, sorted by brand, route and metric. */
export async function getSandboxWebVitals(since?: string): Promise<WebVitalSummary[]> {
  const { data } = await apiRequest({ path: "/sandbox/web-vitals", query: { since }, schema: SandboxWebVitalsResponseSchema });
  return data.vitals;
}
