import { describe, expect, it } from "vitest";
import { percentile, summariseLatencies } from "../bench/latency.mjs";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    [hundred, 50, 50],
    [hundred, 95, 95],
    [hundred, 99, 99],
    [hundred, 100, 100],
    [[7], 95, 7],
    [[1, 2], 50, 1],
    [[1, 2], 95, 2],
  ])("%#: p%i", (sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected);
  });

  it("is NaN with no samples", () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("summariseLatencies", () => {
  it("sorts, counts and rates", () => {
    const s = summariseLatencies([30, 10, 20, 40], 1, 2);
    expect(s).toEqual({ requests: 4, errors: 1, rps: 2, p50: 20, p95: 40, p99: 40, max: 40 });
  });
});
