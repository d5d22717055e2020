import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebVitalData, WebVitalMetric } from "@casino/domain";
import { startWebVitalsReporter, type MetricSource } from "./web-vitals-reporter.ts";

type Report = (metric: WebVitalMetric) => void;

/** Fake web-vitals: each source hands its report function to the test, which plays the browser. */
function fakeSources(count = 5) {
  const reports: Report[] = [];
  const options: unknown[] = [];
  const sources: MetricSource[] = Array.from({ length: count }, () => (report, opts) => {
    reports.push(report);
    options.push(opts);
  });
  return { sources, reports, options };
}

const metric = (name: string, value: number, id = `v5-${name}`): WebVitalMetric => ({ name, value, rating: "good", id, navigationType: "navigate" });
const context = { route: "casino", brand: "Curaçao Casino" };

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

function start(send: (batch: WebVitalData[]) => unknown, count = 5) {
  const fake = fakeSources(count);
  stop = startWebVitalsReporter({ sources: fake.sources, context, send });
  return fake;
}

describe("the web vitals reporter", () => {
  it("asks every metric for its final value only, and sends nothing while the page is shown", () => {
    const send = vi.fn();
    const { reports, options } = start(send);
    expect(options).toEqual(Array(5).fill({ reportAllChanges: false }));
    reports[3]!(metric("TTFB", 80.4));
    reports[4]!(metric("FCP", 900));
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the batch once as the page is hidden, with the route and brand", () => {
    const send = vi.fn();
    const { reports } = start(send);
    reports[0]!(metric("LCP", 1234.5));
    reports[3]!(metric("TTFB", 80.4));
    reports[2]!(metric("CLS", 0.123456));
    setVisibility("hidden");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual([
      { name: "LCP", value: 1235, rating: "good", id: "v5-LCP", navigationType: "navigate", ...context },
      { name: "TTFB", value: 80, rating: "good", id: "v5-TTFB", navigationType: "navigate", ...context },
      { name: "CLS", value: 0.1235, rating: "good", id: "v5-CLS", navigationType: "navigate", ...context },
    ]);
    setVisibility("visible");
    setVisibility("hidden");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends a metric that arrives while the page is hidden at once (web-vitals reports CLS and INP on hiding)", () => {
    const send = vi.fn();
    const { reports } = start(send);
    setVisibility("hidden");
    reports[1]!(metric("INP", 48));
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: "INP", value: 48 })]);
  });

  it("sends a metric again only when its value grew after the tab came back", () => {
    const send = vi.fn();
    const { reports } = start(send);
    reports[2]!(metric("CLS", 0.05));
    setVisibility("hidden");
    setVisibility("visible");
    reports[2]!(metric("CLS", 0.05));
    setVisibility("hidden");
    expect(send).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    reports[2]!(metric("CLS", 0.2));
    setVisibility("hidden");
    expect(send).toHaveBeenLastCalledWith([expect.objectContaining({ name: "CLS", value: 0.2, id: "v5-CLS" })]);
  });

  it("sends on pagehide too (a page left for the back-forward cache)", () => {
    const send = vi.fn();
    const { reports } = start(send);
    reports[4]!(metric("FCP", 700));
    window.dispatchEvent(new Event("pagehide"));
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: "FCP" })]);
  });

  it("leaves out what the API would refuse", () => {
    const send = vi.fn();
    const { reports } = start(send);
    reports[0]!(metric("LCP", Number.NaN));
    reports[0]!(metric("FID", 12));
    setVisibility("hidden");
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ["throws", () => {
      throw new TypeError("Failed to execute 'fetch': keepalive quota exceeded");
    }],
    ["rejects", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("never lets a send that %s reach the page", async (_, send) => {
    const { reports } = start(send);
    reports[0]!(metric("LCP", 1000));
    expect(() => setVisibility("hidden")).not.toThrow();
    await Promise.resolve();
  });

  it("keeps the other metrics when one of them cannot be observed", () => {
    const send = vi.fn();
    const report: Report[] = [];
    stop = startWebVitalsReporter({
      sources: [
        () => {
          throw new Error("PerformanceObserver: unsupported entry type");
        },
        (r) => report.push(r),
      ],
      context,
      send,
    });
    report[0]!(metric("FCP", 600));
    setVisibility("hidden");
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: "FCP", value: 600 })]);
  });

  it("reports nothing once stopped", () => {
    const send = vi.fn();
    const { reports } = start(send);
    stop?.();
    reports[0]!(metric("LCP", 1000));
    setVisibility("hidden");
    expect(send).not.toHaveBeenCalled();
  });
});
