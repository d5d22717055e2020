// The vitals reporter's own chunk, loaded by a sampled visit only: web-vitals (~3.4 KB gzip) never travels with the
// page, nor with a visit that does not report.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { logEventKeepalive } from "@casino/api-client";
import { WEB_VITAL_EVENT, type WebVitalData } from "@casino/domain";
import { logEventPayload } from "../tracking/send-event.ts";
import { startWebVitalsReporter, type MetricSource } from "./web-vitals-reporter.ts";

const SOURCES: readonly MetricSource[] = [onLCP, onINP, onCLS, onTTFB, onFCP];

/** One log-event per metric, each with keepalive so it outlives the page; failures are dropped. */
export function sendWebVitals(batch: readonly WebVitalData[]): Promise<unknown> {
  return Promise.allSettled(batch.map((data) => logEventKeepalive(logEventPayload(WEB_VITAL_EVENT, data))));
}

let started = false;

/** Starts the reporter once per page load (web-vitals' observers cannot be stopped, and a second set would double every metric). */
export function startWebVitals(context: { route: string; brand: string }): void {
  if (started) return;
  started = true;
  startWebVitalsReporter({ sources: SOURCES, context, send: sendWebVitals });
}
