import { describe, expect, it } from "vitest";
import { DEFAULT_WEB_VITALS_SAMPLE_RATE, isVisitSampled, visitDraw, webVitalData, webVitalsSampleRate, type WebVitalMetric } from "./web-vitals.ts";

describe("webVitalsSampleRate", () => {
  it.each<[string, unknown, number]>([
    ["unset", undefined, DEFAULT_WEB_VITALS_SAMPLE_RATE],
    ["none", 0, 0],
    ["every visit", 1, 1],
    ["a quarter", 0.25, 0.25],
    ["above 1", 1.5, DEFAULT_WEB_VITALS_SAMPLE_RATE],
    ["negative", -0.1, DEFAULT_WEB_VITALS_SAMPLE_RATE],
    ["a string", "1", DEFAULT_WEB_VITALS_SAMPLE_RATE],
    ["NaN", Number.NaN, DEFAULT_WEB_VITALS_SAMPLE_RATE],
    ["null", null, DEFAULT_WEB_VITALS_SAMPLE_RATE],
  ])("%s -> %s", (_, raw, rate) => {
    expect(webVitalsSampleRate(raw)).toBe(rate);
  });
});

describe("visitDraw", () => {
  const random = () => 0.42;
  it.each<[string, string | null, { draw: number; fresh: boolean }]>([
    ["first page of the visit", null, { draw: 0.42, fresh: true }],
    ["a stored draw", "0.05", { draw: 0.05, fresh: false }],
    ["a stored 0", "0", { draw: 0, fresh: false }],
    ["an empty value", "", { draw: 0.42, fresh: true }],
    ["garbage", "yes", { draw: 0.42, fresh: true }],
    ["out of range", "1", { draw: 0.42, fresh: true }],
    ["negative", "-0.2", { draw: 0.42, fresh: true }],
  ])("%s", (_, stored, expected) => {
    expect(visitDraw(stored, random)).toEqual(expected);
  });
});

describe("isVisitSampled", () => {
  it.each([
    [0, 0, false],
    [0, 1, true],
    [0.999, 1, true],
    [0.05, 0.1, true],
    [0.1, 0.1, false],
    [0.5, 0.1, false],
  ])("draw %s at rate %s -> %s", (draw, rate, sampled) => {
    expect(isVisitSampled(draw, rate)).toBe(sampled);
  });
});

describe("webVitalData", () => {
  const context = { route: "casino", brand: "Curaçao Casino" };
  const metric = (m: Partial<WebVitalMetric>): WebVitalMetric => ({ name: "LCP", value: 1234.56, rating: "good", id: "v5-1", navigationType: "navigate", ...m });

  it.each<[string, Partial<WebVitalMetric>, Record<string, unknown> | undefined]>([
    ["LCP in whole ms", {}, { name: "LCP", value: 1235, rating: "good", id: "v5-1", navigationType: "navigate", ...context }],
    ["CLS to 4 decimals", { name: "CLS", value: 0.123456, rating: "needs-improvement" }, { name: "CLS", value: 0.1235, rating: "needs-improvement" }],
    ["a CLS of 0", { name: "CLS", value: 0 }, { name: "CLS", value: 0 }],
    ["INP", { name: "INP", value: 48, rating: "good" }, { name: "INP", value: 48 }],
    ["TTFB after a reload", { name: "TTFB", value: 80.4, navigationType: "reload" }, { name: "TTFB", value: 80, navigationType: "reload" }],
    ["FCP without a navigation type", { name: "FCP", value: 900, navigationType: undefined }, { name: "FCP", navigationType: "navigate" }],
    ["another metric", { name: "FID" }, undefined],
    ["a negative value", { value: -1 }, undefined],
    ["an infinite value", { value: Number.POSITIVE_INFINITY }, undefined],
    ["NaN", { value: Number.NaN }, undefined],
  ])("%s", (_, given, expected) => {
    const data = webVitalData(metric(given), context);
    if (expected === undefined) expect(data).toBeUndefined();
    else expect(data).toMatchObject({ ...context, ...expected });
  });
});
