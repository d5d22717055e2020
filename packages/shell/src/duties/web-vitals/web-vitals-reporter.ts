import { webVitalData, type WebVitalData, type WebVitalMetric } from "@casino/domain";

/** One of web-vitals' onLCP, onINP, onCLS, onTTFB, onFCP (or a test's fake). */
export type MetricSource = (report: (metric: WebVitalMetric) => void, options: { reportAllChanges: false }) => void;

export type WebVitalsReporterOptions = {
  sources: readonly MetricSource[];
  context: { route: string; brand: string };
  /** Sends a batch; may fail or throw, which is ignored (vitals never disturb the page). */
  send: (batch: WebVitalData[]) => unknown;
  doc?: Document;
};

/**
 * Keeps each metric's final value (web-vitals calls back once a value is final: LCP at the first input or when the
 * page is hidden, CLS and INP when it is hidden) and sends them in one batch as the page is hidden or left, the last
 * moment a page can count on. A metric that arrives while the page is hidden goes at once. A metric id whose value
 * did not change since it was sent is not sent again (CLS and INP may grow after the tab comes back). Returns stop.
 */
export function startWebVitalsReporter({ sources, context, send, doc = document }: WebVitalsReporterOptions): () => void {
  const waiting = new Map<string, WebVitalData>();
  const sent = new Map<string, number>();
  let stopped = false;

  const flush = () => {
    if (waiting.size === 0) return;
    const batch = [...waiting.values()];
    waiting.clear();
    for (const data of batch) sent.set(`${data.name}:${data.id}`, data.value);
    try {
      Promise.resolve(send(batch)).catch(() => undefined);
    } catch {
      // A blocked or malformed send must not reach the app.
    }
  };
  const onHidden = () => {
    if (doc.visibilityState === "hidden") flush();
  };
  const report = (metric: WebVitalMetric) => {
    if (stopped) return;
    const data = webVitalData(metric, context);
    if (!data) return;
    const key = `${data.name}:${data.id}`;
    if (sent.get(key) === data.value) return;
    waiting.set(key, data);
    onHidden();
  };

  doc.addEventListener("visibilitychange", onHidden);
  doc.defaultView?.addEventListener("pagehide", flush);
  for (const source of sources) {
    try {
      source(report, { reportAllChanges: false });
    } catch {
      // A browser without the metric's entries: the others still report.
    }
  }
  return () => {
    stopped = true;
    doc.removeEventListener("visibilitychange", onHidden);
    doc.defaultView?.removeEventListener("pagehide", flush);
  };
}
