import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newestE2eDatabase, run, samplesPerMetric, vitalsTable, type WebVitalSummary } from "../bench/vitals.mjs";

const VITALS: WebVitalSummary[] = [
  { brand: "Curaçao Casino", route: "casino", name: "LCP", count: 12, p50: 812.4, p75: 1040, p95: 2210 },
  { brand: "Curaçao Casino", route: "casino", name: "CLS", count: 12, p50: 0, p75: 0.0123, p95: 0.08 },
  { brand: "Noir Casino", route: "home", name: "TTFB", count: 3, p50: 21, p75: 30, p95: 44 },
];

describe("vitalsTable", () => {
  it("prints one aligned line per brand, route and metric: CLS unitless, the rest in ms", () => {
    expect(vitalsTable(VITALS)).toEqual([
      "  brand           route   metric   n     p50      p75      p95",
      "  Curaçao Casino  casino  LCP     12  812 ms  1040 ms  2210 ms",
      "  Curaçao Casino  casino  CLS     12   0.000    0.012    0.080",
      "  Noir Casino     home    TTFB     3   21 ms    30 ms    44 ms",
    ]);
  });

  it("says where figures come from when there are none", () => {
    expect(vitalsTable([])).toEqual([expect.stringContaining("no web-vital events")]);
  });

  it("counts the samples of each metric over brands and routes", () => {
    expect(samplesPerMetric(VITALS)).toEqual({ LCP: 12, INP: 0, CLS: 12, TTFB: 3, FCP: 0 });
  });
});

describe("newestE2eDatabase", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("picks the sandbox database an e2e run wrote last, past empty e2e folders and other files", () => {
    dir = mkdtempSync(join(tmpdir(), "vitals-test-"));
    const db = (folder: string, seconds: number) => {
      mkdirSync(join(dir, folder), { recursive: true });
      writeFileSync(join(dir, folder, "sandbox.sqlite"), "");
      utimesSync(join(dir, folder, "sandbox.sqlite"), seconds, seconds);
      return join(dir, folder, "sandbox.sqlite");
    };
    expect(newestE2eDatabase(dir)).toBeUndefined();
    db("casino-e2e-old", 1_000);
    const newest = db("casino-e2e-new", 2_000);
    db("api-load-x", 3_000);
    mkdirSync(join(dir, "casino-e2e-dist-3"));
    expect(newestE2eDatabase(dir)).toBe(newest);
  });
});

describe("run", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    delete process.env["SANDBOX_URL"];
    delete process.env["VITALS_SINCE"];
  });

  it("reads a running sandbox's percentiles since a time and prints them", async () => {
    const asked: string[] = [];
    server = createServer((req, res) => {
      asked.push(req.url ?? "");
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ success: true, data: { vitals: VITALS } }));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    process.env["SANDBOX_URL"] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env["VITALS_SINCE"] = "2026-11-27T00:00:00.000Z";
    const lines: string[] = [];
    const { results, failures } = await run({ root: "/nowhere", log: (line) => lines.push(line) });
    expect(asked).toEqual(["/sandbox/web-vitals?since=2026-11-27T00%3A00%3A00.000Z"]);
    expect(failures).toEqual([]);
    expect(results).toMatchObject({ source: process.env["SANDBOX_URL"], samples: { LCP: 12 }, vitals: VITALS });
    expect(lines.some((line) => line.includes("Noir Casino") && line.includes("44 ms"))).toBe(true);
  });
});
