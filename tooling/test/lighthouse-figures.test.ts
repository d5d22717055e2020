import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  chosenRoutes,
  lighthouseMarkdown,
  lighthouseMisses,
  lighthouseRun,
  lighthouseSummary,
  lighthouseVerdicts,
  runOrder,
  type LighthouseResults,
  type LighthouseSummary,
} from "../bench/lighthouse-figures.mjs";
import { removeTree, writeTree } from "./temp-tree.ts";

const lhr = (score: number | null, { lcp = 2000, fcp = 900.4, tbt = 120, cls = 0.01234, benchmarkIndex = 1234 } = {}) => ({
  environment: { benchmarkIndex },
  categories: { performance: { score } },
  audits: {
    "first-contentful-paint": { numericValue: fcp },
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: tbt },
    "cumulative-layout-shift": { numericValue: cls },
    "speed-index": { numericValue: 1500 },
  },
});

/** A report with the details items of one more audit (bootup-time, long-tasks). */
const withItems = (report: ReturnType<typeof lhr>, audit: string, items: object[]) => ({ ...report, audits: { ...report.audits, [audit]: { details: { items } } } });

describe("lighthouseRun", () => {
  it("reads a report's score (0-100) and metrics", () => {
    expect(lighthouseRun(lhr(0.964))).toEqual({ score: 96, benchmarkIndex: 1234, metrics: { fcpMs: 900, lcpMs: 2000, tbtMs: 120, cls: 0.012, speedIndexMs: 1500 }, bootup: [], longTasks: [] });
    expect(lighthouseRun({}).score).toBeNull();
  });

  it("names the scripts and tasks that block the main thread most", () => {
    const report = withItems(
      withItems(lhr(0.5), "bootup-time", [{ url: "http://localhost:4351/assets/app.js", scripting: 812.3, total: 990.9 }]),
      "long-tasks",
      [{ url: "http://localhost:4351/assets/GameBrowser.js", duration: 250.4, startTime: 3100.2 }],
    );
    expect(lighthouseRun(report)).toMatchObject({ bootup: ["/assets/app.js 812 ms script, 991 ms total"], longTasks: ["/assets/GameBrowser.js 250 ms at 3100 ms"] });
  });
});

describe("lighthouseSummary", () => {
  const runs = [
    { ...lighthouseRun(withItems(lhr(0.9, { lcp: 3000, fcp: 1250, tbt: 40, cls: 0.02, benchmarkIndex: 900 }), "bootup-time", [{ url: "/a.js", scripting: 1, total: 2 }])), loadAverage: 3.1 },
    { ...lighthouseRun(lhr(0.97, { lcp: 1700, fcp: 1100, tbt: 300, cls: 0.05, benchmarkIndex: 1300 })), loadAverage: 0.5 },
    { ...lighthouseRun(withItems(lhr(0.95, { lcp: 1000, fcp: 1300, tbt: 90, cls: 0.001, benchmarkIndex: 1100 }), "long-tasks", [{ url: "/b.js", duration: 80, startTime: 10 }])), loadAverage: 1.2 },
  ];

  it("keeps every run's score, takes the median score and the median of each metric on its own", () => {
    expect(lighthouseSummary(runs)).toMatchObject({
      runs: 3,
      scores: [90, 97, 95],
      medianScore: 95,
      // Each metric's median on its own: FCP and CLS from the first run, LCP from the second, TBT from the third.
      medians: { fcpMs: 1250, lcpMs: 1700, tbtMs: 90, cls: 0.02, speedIndexMs: 1500 },
      benchmarkIndex: 1100,
      loadAverage: 1.2,
    });
  });

  it("takes each metric's median across runs even when the median-score run has other figures", () => {
    const s = lighthouseSummary([runs[0]!, runs[1]!]);
    expect(s.medians).toMatchObject({ lcpMs: 2350, tbtMs: 170, cls: 0.035 });
    expect(s.medianScore).toBe(93.5);
  });

  it("keeps each run's figures and the blocking scripts of the run nearest the median score", () => {
    const s = lighthouseSummary(runs);
    expect(s.perRun).toEqual([
      { score: 90, fcpMs: 1250, lcpMs: 3000, tbtMs: 40, cls: 0.02, speedIndexMs: 1500, benchmarkIndex: 900, loadAverage: 3.1 },
      { score: 97, fcpMs: 1100, lcpMs: 1700, tbtMs: 300, cls: 0.05, speedIndexMs: 1500, benchmarkIndex: 1300, loadAverage: 0.5 },
      { score: 95, fcpMs: 1300, lcpMs: 1000, tbtMs: 90, cls: 0.001, speedIndexMs: 1500, benchmarkIndex: 1100, loadAverage: 1.2 },
    ]);
    expect(s.longTasks).toEqual(["/b.js 80 ms at 10 ms"]);
    expect(s.bootup).toEqual([]);
  });

  it("has no median score when no run scored", () => {
    const s = lighthouseSummary([lighthouseRun({}), lighthouseRun({})]);
    expect(s).toMatchObject({ runs: 2, scores: [], medianScore: null, medians: { lcpMs: null } });
  });
});

describe("lighthouseVerdicts", () => {
  const goals = { performance: 98, lcpMs: 1800, fcpMs: 1200, tbtMs: 100, cls: 0.02 };
  const page = (over: { medianScore?: number | null; fcpMs?: number | null; lcpMs?: number | null; tbtMs?: number | null; cls?: number | null } = {}): LighthouseSummary => {
    const { medianScore = 99, ...metrics } = over;
    return { runs: 5, scores: [], medianScore, medians: { fcpMs: 1000, lcpMs: 1500, tbtMs: 50, cls: 0.01, ...metrics } };
  };

  it("passes a page under every goal", () => {
    expect(lighthouseVerdicts("curacao home /", page(), goals)).toEqual([]);
  });

  it.each<[string, Parameters<typeof page>[0], string[]]>([
    ["score at the goal", { medianScore: 98 }, []],
    ["score over the goal", { medianScore: 100 }, []],
    ["score under the goal", { medianScore: 97 }, ["noir casino /games: Lighthouse mobile performance score 97 (median of 5) is under the goal of 98"]],
    ["score half a point under", { medianScore: 97.5 }, ["noir casino /games: Lighthouse mobile performance score 97.5 (median of 5) is under the goal of 98"]],
    ["FCP under", { fcpMs: 1199 }, []],
    ["FCP at", { fcpMs: 1200 }, []],
    ["FCP over", { fcpMs: 1201 }, ["noir casino /games: Lighthouse mobile FCP 1,201 ms (median of 5) is over the goal of 1,200 ms"]],
    ["LCP under", { lcpMs: 1799 }, []],
    ["LCP at", { lcpMs: 1800 }, []],
    ["LCP over", { lcpMs: 1801 }, ["noir casino /games: Lighthouse mobile LCP 1,801 ms (median of 5) is over the goal of 1,800 ms"]],
    ["TBT under", { tbtMs: 99 }, []],
    ["TBT at", { tbtMs: 100 }, []],
    ["TBT over", { tbtMs: 101 }, ["noir casino /games: Lighthouse mobile TBT 101 ms (median of 5) is over the goal of 100 ms"]],
    ["CLS under", { cls: 0.019 }, []],
    ["CLS at", { cls: 0.02 }, []],
    ["CLS over", { cls: 0.021 }, ["noir casino /games: Lighthouse mobile CLS 0.021 (median of 5) is over the goal of 0.02"]],
    ["no score", { medianScore: null }, ["noir casino /games: Lighthouse gave no performance score"]],
    ["no LCP", { lcpMs: null }, ["noir casino /games: Lighthouse gave no LCP"]],
    [
      "several goals missed",
      { medianScore: 90, lcpMs: 2500, tbtMs: 400 },
      [
        "noir casino /games: Lighthouse mobile performance score 90 (median of 5) is under the goal of 98",
        "noir casino /games: Lighthouse mobile LCP 2,500 ms (median of 5) is over the goal of 1,800 ms",
        "noir casino /games: Lighthouse mobile TBT 400 ms (median of 5) is over the goal of 100 ms",
      ],
    ],
  ])("%s", (_what, figures, failures) => {
    expect(lighthouseVerdicts("noir casino /games", page(figures), goals)).toEqual(failures);
  });

  it("judges only the goals the budgets set", () => {
    expect(lighthouseVerdicts("curacao home /", page({ lcpMs: 9000, medianScore: null }), { tbtMs: 100 })).toEqual([]);
    expect(lighthouseMisses(page({ lcpMs: 9000, tbtMs: 500 }), { lcpMs: 1800 })).toEqual(["lcpMs"]);
  });
});

describe("chosenRoutes", () => {
  it.each<[string | undefined, string[]]>([
    [undefined, ["home", "casino", "game", "promotions"]],
    ["", ["home", "casino", "game", "promotions"]],
    ["casino, home", ["home", "casino"]],
    ["promotions", ["promotions"]],
  ])("LIGHTHOUSE_ROUTES=%j picks %j", (raw, routes) => {
    expect(chosenRoutes(raw)).toEqual(routes);
  });

  it("refuses an unknown route", () => {
    expect(() => chosenRoutes("home,lobby")).toThrow("LIGHTHOUSE_ROUTES names unknown routes: lobby (routes: home, casino, game, promotions)");
  });
});

describe("runOrder", () => {
  it("runs every page once before any page runs again", () => {
    expect(runOrder(["a", "b", "c"], 2).map(({ target, run }) => `${target}${run}`)).toEqual(["a0", "b0", "c0", "a1", "b1", "c1"]);
    expect(runOrder(["a"], 0)).toEqual([]);
  });
});

const fixture: LighthouseResults = {
  date: "2026-11-27T23:50:00.000Z",
  runs: 5,
  routes: ["home", "casino", "game", "promotions"],
  lighthouseVersion: "13.5.0",
  host: { cores: 2 },
  budgets: { performance: 98, lcpMs: 1800, fcpMs: 1200, tbtMs: 100, cls: 0.02 },
  brands: {
    curacao: {
      home: { path: "/", medianScore: 99, medians: { fcpMs: 910, lcpMs: 1520, tbtMs: 40, cls: 0 }, perRun: [{ score: 99, benchmarkIndex: 1180, loadAverage: 1.24 }, { score: 98, benchmarkIndex: 1402, loadAverage: 2.9 }] },
      casino: { path: "/casino", medianScore: 97, medians: { fcpMs: 1210, lcpMs: 1780, tbtMs: 120, cls: 0.004 }, perRun: [{ score: 97, benchmarkIndex: 1250, loadAverage: 1.5 }] },
    },
    noir: {
      game: { path: "/casino/games/golden-fish", error: "lighthouse exited with 1" },
      promotions: { path: "/offers", medianScore: null, medians: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null }, perRun: [] },
    },
  },
};

describe("lighthouseMarkdown", () => {
  it("prints brand × route with the medians, marks each missed goal and says how it was measured", () => {
    expect(lighthouseMarkdown(fixture).split("\n")).toEqual([
      "| brand | route | path | score | FCP | LCP | TBT | CLS |",
      "|---|---|---|--:|--:|--:|--:|--:|",
      "| curacao | home | `/` | 99 | 0.91 s | 1.52 s | 40 ms | 0 |",
      "| curacao | casino | `/casino` | 97 ✗ | 1.21 s ✗ | 1.78 s | 120 ms ✗ | 0.004 |",
      "| noir | game | `/casino/games/golden-fish` | error | | | | |",
      "| noir | promotions | `/offers` | n/a ✗ | n/a ✗ | n/a ✗ | n/a ✗ | n/a ✗ |",
      "",
      "Lighthouse 13.5.0 mobile (simulated slow 4G, CPU ×4), median of 5 runs a page, 2026-11-27; goals: score ≥ 98, FCP ≤ 1.20 s, LCP ≤ 1.80 s, TBT ≤ 100 ms, CLS ≤ 0.02 (✗: missed); host benchmark index 1,180–1,402, load average 1.2–2.9 on 2 cores.",
    ]);
  });

  it("marks nothing without budgets and says one run", () => {
    const table = lighthouseMarkdown({ runs: 1, brands: { sunset: { home: { path: "/", medianScore: 60, medians: { fcpMs: 3000, lcpMs: 4000, tbtMs: 1407, cls: 0.3 }, perRun: [{ score: 60, benchmarkIndex: 800, loadAverage: 4 }] } } } });
    expect(table).toContain("| sunset | home | `/` | 60 | 3.00 s | 4.00 s | 1,407 ms | 0.3 |");
    expect(table).not.toContain("✗");
    expect(table).toContain("Lighthouse mobile (simulated slow 4G, CPU ×4), median of 1 run a page; host benchmark index 800, load average 4.");
  });
});

describe("lighthouse-table.mjs", () => {
  const script = fileURLToPath(new URL("../bench/lighthouse-table.mjs", import.meta.url));
  let root = "";
  afterEach(() => removeTree(root));

  it("prints the table of the JSON it is given", () => {
    root = writeTree({ "lighthouse.json": fixture });
    const r = spawnSync(process.execPath, [script, `${root}/lighthouse.json`], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${lighthouseMarkdown(fixture)}\n`);
  });

  it("fails with the file's name when there is no JSON", () => {
    root = writeTree({});
    const r = spawnSync(process.execPath, [script, `${root}/missing.json`], { encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`cannot make the table from ${root}/missing.json`);
  });
});
