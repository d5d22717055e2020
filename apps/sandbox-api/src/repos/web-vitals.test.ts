import { describe, expect, it } from "vitest";
import { percentile, summarizeWebVitals } from "./web-vitals.ts";

describe("percentile (nearest rank)", () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each<[readonly number[], number, number]>([
    [[], 50, 0],
    [[7], 50, 7],
    [[7], 95, 7],
    [ten, 50, 5],
    [ten, 75, 8],
    [ten, 95, 10],
    [ten, 0, 1],
    [[1, 2], 50, 1],
    [[1, 2], 75, 2],
  ])("%j p%s -> %s", (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

describe("summarizeWebVitals", () => {
  const row = (name: "LCP" | "CLS" | "TTFB", value: number, extra: Partial<{ id: string; route: string; brand: string }> = {}) => ({
    name,
    value,
    route: "casino",
    brand: "Curaçao Casino",
    ...extra,
  });

  it("groups by brand, route and metric, in the metrics' order", () => {
    const summaries = summarizeWebVitals([
      row("LCP", 1000),
      row("LCP", 3000),
      row("CLS", 0.1),
      row("LCP", 500, { route: "home" }),
      row("TTFB", 80, { brand: "Noir Casino" }),
      row("LCP", 2000),
    ]);
    expect(summaries).toEqual([
      { brand: "Curaçao Casino", route: "casino", name: "LCP", count: 3, p50: 2000, p75: 3000, p95: 3000 },
      { brand: "Curaçao Casino", route: "casino", name: "CLS", count: 1, p50: 0.1, p75: 0.1, p95: 0.1 },
      { brand: "Curaçao Casino", route: "home", name: "LCP", count: 1, p50: 500, p75: 500, p95: 500 },
      { brand: "Noir Casino", route: "casino", name: "TTFB", count: 1, p50: 80, p75: 80, p95: 80 },
    ]);
  });

  it("counts a metric id sent twice once, with its last value", () => {
    const summaries = summarizeWebVitals([row("CLS", 0.05, { id: "v5-a" }), row("CLS", 0.2, { id: "v5-b" }), row("CLS", 0.3, { id: "v5-a" })]);
    expect(summaries).toEqual([{ brand: "Curaçao Casino", route: "casino", name: "CLS", count: 2, p50: 0.2, p75: 0.3, p95: 0.3 }]);
  });
});
