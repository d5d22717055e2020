/**
 * Real-user vitals (issue 30): the five web-vitals metrics of a sampled visit, reported once each with their final
 * value through log-event (`event: "web-vital"`).
 */
export const WEB_VITAL_EVENT = "web-vital";
export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;

/** The share of visits that report when the brand says nothing: enough for percentiles, little traffic. */
export const DEFAULT_WEB_VITALS_SAMPLE_RATE = 0.1;
/** Where the visit's draw is kept (sessionStorage), so every page load of one visit is in the sample or none is. */
export const WEB_VITALS_DRAW_STORAGE_KEY = "webVitalsDraw";

/**
 * brand.json / settings2 `webVitalsSampleRate`: a number from 0 (none) to 1 (every visit). AppSettings carries it
 * unparsed (like `support`), so the first download holds no code for it; anything else means the default.
 */
export function webVitalsSampleRate(raw: unknown): number {
  return typeof raw === "number" && raw >= 0 && raw <= 1 ? raw : DEFAULT_WEB_VITALS_SAMPLE_RATE;
}

/** The visit's draw in [0, 1): the stored one while it is readable, else `random()` (then to be stored). */
export function visitDraw(stored: string | null, random: () => number): { draw: number; fresh: boolean } {
  const kept = stored === null || stored.trim() === "" ? Number.NaN : Number(stored);
  if (kept >= 0 && kept < 1) return { draw: kept, fresh: false };
  return { draw: random(), fresh: true };
}

/** A visit reports when its draw falls under the rate: a rate of 1 takes every visit, 0 none. */
export const isVisitSampled = (draw: number, rate: number): boolean => draw < rate;

/** What web-vitals hands a callback, as far as the report needs it. */
export type WebVitalMetric = { name: string; value: number; rating: string; id: string; navigationType?: string | undefined };

export type WebVitalData = {
  name: WebVitalName;
  value: number;
  rating: string;
  id: string;
  navigationType: string;
  /** The page key of the route the visit landed on (every metric of a page load describes that page). */
  route: string;
  brand: string;
};

/**
 * The log-event data of one metric: CLS to 4 decimals, the times in whole milliseconds; undefined for a metric the
 * API would refuse (another name, a value that is not a finite number of 0 or more).
 */
export function webVitalData(metric: WebVitalMetric, context: { route: string; brand: string }): WebVitalData | undefined {
  const name = WEB_VITAL_NAMES.find((known) => known === metric.name);
  if (!name || !Number.isFinite(metric.value) || metric.value < 0) return undefined;
  const value = name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return {
    name,
    value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType ?? "navigate",
    route: context.route,
    brand: context.brand,
  };
}
