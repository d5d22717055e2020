import type { Database } from "better-sqlite3";
import * as v from "valibot";
import { WebVitalDataSchema, type WebVitalSummary } from "@casino/api-client";
import { WEB_VITAL_EVENT, WEB_VITAL_NAMES } from "@casino/domain";

type WebVitalRow = v.InferOutput<typeof WebVitalDataSchema>;

/** The nearest-rank percentile of sorted values: the smallest value with at least p% of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? 0;
}

/**
 * p50, p75 and p95 per brand, route and metric, sorted by them. A metric id sent twice (CLS or INP grew after the
 * tab came back and was hidden again) counts once, with its last value.
 */
export function summarizeWebVitals(rows: readonly WebVitalRow[]): WebVitalSummary[] {
  const latest = new Map<string, WebVitalRow>();
  rows.forEach((row, index) => latest.set(row.id ? `${row.name}:${row.id}` : `#${index}`, row));
  const groups = new Map<string, { brand: string; route: string; name: WebVitalRow["name"]; values: number[] }>();
  for (const row of latest.values()) {
    const key = JSON.stringify([row.brand, row.route, row.name]);
    const group = groups.get(key) ?? { brand: row.brand, route: row.route, name: row.name, values: [] };
    group.values.push(row.value);
    groups.set(key, group);
  }
  const order = (name: string) => WEB_VITAL_NAMES.indexOf(name as WebVitalRow["name"]);
  return [...groups.values()]
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.route.localeCompare(b.route) || order(a.name) - order(b.name))
    .map(({ brand, route, name, values }) => {
      const sorted = values.sort((a, b) => a - b);
      return { brand, route, name, count: sorted.length, p50: percentile(sorted, 50), p75: percentile(sorted, 75), p95: percentile(sorted, 95) };
    });
}

/** The stored web-vital events since `since` (ISO; all when left out), summarised; a row that does not parse is skipped. */
export function webVitalSummaries(db: Database, since?: string): WebVitalSummary[] {
  const rows = db
    .prepare("SELECT data_json FROM event_log WHERE event = ? AND created_at >= ? ORDER BY id")
    .all(WEB_VITAL_EVENT, since ?? "") as Array<{ data_json: string }>;
  return summarizeWebVitals(
    rows.flatMap((row) => {
      const parsed = v.safeParse(WebVitalDataSchema, JSON.parse(row.data_json));
      return parsed.success ? [parsed.output] : [];
    }),
  );
}
