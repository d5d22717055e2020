// Pure figures of the lighthouse bench: what it keeps of a Lighthouse report, the medians of a page's runs, the
// verdicts against the goals, the order of the runs and the markdown table of its JSON. Tested in
// tooling/test/lighthouse-figures.test.ts.
import { median } from "./lobby-figures.mjs";

const round = (n, digits = 0) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));

/** The pages the bench measures in every brand, by page key (packages/shell/src/pages/default-pages.ts). */
export const LIGHTHOUSE_ROUTES = ["home", "casino", "game", "promotions"];

/** LIGHTHOUSE_ROUTES: a comma list of those keys ("home,casino"), in the bench's order; all when unset or empty. */
export function chosenRoutes(raw) {
  const named = (raw ?? "").split(",").map((r) => r.trim()).filter(Boolean);
  if (named.length === 0) return [...LIGHTHOUSE_ROUTES];
  const unknown = named.filter((r) => !LIGHTHOUSE_ROUTES.includes(r));
  if (unknown.length > 0) throw new Error(`LIGHTHOUSE_ROUTES names unknown routes: ${unknown.join(", ")} (routes: ${LIGHTHOUSE_ROUTES.join(", ")})`);
  return LIGHTHOUSE_ROUTES.filter((r) => named.includes(r));
}

/**
 * Every run of every page, run by run: page A run 1, page B run 1, ..., page A run 2, ... so that a busy moment of
 * the host lands on one run of several pages instead of on every run of one page.
 */
export function runOrder(targets, runs) {
  return Array.from({ length: runs }, (_, run) => targets.map((target) => ({ target, run }))).flat();
}

/** The figures of a Lighthouse JSON report (lhr) the bench keeps. */
export function lighthouseRun(lhr) {
  const audit = (id) => lhr.audits?.[id]?.numericValue;
  const score = lhr.categories?.performance?.score;
  return {
    score: score === null || score === undefined ? null : Math.round(score * 100),
    // Lighthouse's own CPU benchmark of the host: under about 1000 it warns that the score is pessimistic.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    metrics: {
      fcpMs: round(audit("first-contentful-paint")),
      lcpMs: round(audit("largest-contentful-paint")),
      tbtMs: round(audit("total-blocking-time")),
      cls: round(audit("cumulative-layout-shift"), 3),
      speedIndexMs: round(audit("speed-index")),
    },
    // What blocks: the three scripts with the most main-thread time (bootup-time) and the three longest tasks.
    bootup: (lhr.audits?.["bootup-time"]?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(i.scripting ?? 0)} ms script, ${Math.round(i.total ?? 0)} ms total`),
    longTasks: (lhr.audits?.["long-tasks"]?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(i.duration ?? 0)} ms at ${Math.round(i.startTime ?? 0)} ms`),
  };
}

const METRICS = ["fcpMs", "lcpMs", "tbtMs", "cls", "speedIndexMs"];

/**
 * A page's runs: every run's score and metrics (with the host's benchmark index and load average when the run has
 * them), the median score, the median of each metric on its own, and the blocking scripts and tasks of the run that
 * scored nearest the median.
 */
export function lighthouseSummary(runs) {
  const scores = runs.map((r) => r.score).filter((s) => s !== null);
  const mid = median(scores);
  const pick = mid === null ? runs[0] : [...runs].filter((r) => r.score !== null).sort((a, b) => Math.abs(a.score - mid) - Math.abs(b.score - mid))[0];
  const medianOf = (read, digits = 0) => round(median(runs.map(read)), digits);
  return {
    runs: runs.length,
    scores,
    medianScore: mid,
    medians: Object.fromEntries(METRICS.map((m) => [m, medianOf((r) => r.metrics?.[m], m === "cls" ? 3 : 0)])),
    benchmarkIndex: medianOf((r) => r.benchmarkIndex),
    loadAverage: medianOf((r) => r.loadAverage, 2),
    perRun: runs.map((r) => ({ score: r.score, ...r.metrics, benchmarkIndex: r.benchmarkIndex ?? null, loadAverage: r.loadAverage ?? null })),
    bootup: pick?.bootup ?? [],
    longTasks: pick?.longTasks ?? [],
  };
}

/** The goals of budgets.lighthouse: the score is a minimum, the metrics maxima; each read off a page's summary. */
export const LIGHTHOUSE_GOALS = [
  { key: "performance", label: "performance score", read: (s) => s.medianScore, min: true, text: (v) => String(v) },
  { key: "fcpMs", label: "FCP", read: (s) => s.medians?.fcpMs, text: (v) => `${v.toLocaleString("en-US")} ms` },
  { key: "lcpMs", label: "LCP", read: (s) => s.medians?.lcpMs, text: (v) => `${v.toLocaleString("en-US")} ms` },
  { key: "tbtMs", label: "TBT", read: (s) => s.medians?.tbtMs, text: (v) => `${v.toLocaleString("en-US")} ms` },
  { key: "cls", label: "CLS", read: (s) => s.medians?.cls, text: (v) => String(v) },
];

/** The goals a page's medians miss, by budget key: under a minimum, over a maximum, or not measured at all. */
export function lighthouseMisses(summary, budgets) {
  return LIGHTHOUSE_GOALS.filter(({ key, read, min }) => {
    const limit = budgets[key];
    if (typeof limit !== "number") return false;
    const value = read(summary);
    if (value === null || value === undefined) return true;
    return min ? value < limit : value > limit;
  }).map((goal) => goal.key);
}

/** Lighthouse failures of one page (`page`: e.g. "noir casino /games"), as messages, one per goal missed. */
export function lighthouseVerdicts(page, summary, budgets) {
  const missed = lighthouseMisses(summary, budgets);
  return LIGHTHOUSE_GOALS.filter((goal) => missed.includes(goal.key)).map(({ key, label, read, min, text }) => {
    const value = read(summary);
    if (value === null || value === undefined) return `${page}: Lighthouse gave no ${label}`;
    return `${page}: Lighthouse mobile ${label} ${text(value)} (median of ${summary.runs}) is ${min ? "under" : "over"} the goal of ${text(budgets[key])}`;
  });
}

const seconds = (ms) => (ms === null || ms === undefined ? "n/a" : `${(ms / 1000).toFixed(2)} s`);
const range = (values, digits = 0) => {
  const known = values.filter((v) => typeof v === "number");
  if (known.length === 0) return "n/a";
  const [lo, hi] = [Math.min(...known), Math.max(...known)].map((v) => v.toLocaleString("en-US", { maximumFractionDigits: digits }));
  return lo === hi ? lo : `${lo}–${hi}`;
};

/**
 * bench-results/lighthouse.json as a markdown table for the README: brand × route with the median score, FCP, LCP,
 * TBT and CLS, ✗ after a figure that misses its goal; then a line on how it was measured.
 */
export function lighthouseMarkdown(json) {
  const budgets = json.budgets ?? {};
  const lines = ["| brand | route | path | score | FCP | LCP | TBT | CLS |", "|---|---|---|--:|--:|--:|--:|--:|"];
  const pages = [];
  for (const [brand, routes] of Object.entries(json.brands ?? {})) {
    for (const route of json.routes ?? Object.keys(routes)) {
      const page = routes[route];
      if (!page) continue;
      pages.push(page);
      if (page.error) {
        lines.push(`| ${brand} | ${route} | \`${page.path}\` | error | | | | |`);
        continue;
      }
      const missed = lighthouseMisses(page, budgets);
      const cell = (key, text) => `${text}${missed.includes(key) ? " ✗" : ""}`;
      const m = page.medians ?? {};
      lines.push(
        `| ${brand} | ${route} | \`${page.path}\` | ${cell("performance", page.medianScore ?? "n/a")} | ${cell("fcpMs", seconds(m.fcpMs))} | ${cell("lcpMs", seconds(m.lcpMs))} | ${cell("tbtMs", m.tbtMs === null || m.tbtMs === undefined ? "n/a" : `${m.tbtMs.toLocaleString("en-US")} ms`)} | ${cell("cls", m.cls ?? "n/a")} |`,
      );
    }
  }
  const goals = [
    budgets.performance !== undefined && `score ≥ ${budgets.performance}`,
    budgets.fcpMs !== undefined && `FCP ≤ ${seconds(budgets.fcpMs)}`,
    budgets.lcpMs !== undefined && `LCP ≤ ${seconds(budgets.lcpMs)}`,
    budgets.tbtMs !== undefined && `TBT ≤ ${budgets.tbtMs} ms`,
    budgets.cls !== undefined && `CLS ≤ ${budgets.cls}`,
  ].filter(Boolean);
  const measured = pages.filter((p) => !p.error);
  const note = [
    `Lighthouse${json.lighthouseVersion ? ` ${json.lighthouseVersion}` : ""} mobile (simulated slow 4G, CPU ×4), median of ${json.runs} run${json.runs === 1 ? "" : "s"} a page${json.date ? `, ${json.date.slice(0, 10)}` : ""}`,
    goals.length > 0 ? `goals: ${goals.join(", ")} (✗: missed)` : null,
    `host benchmark index ${range(measured.flatMap((p) => (p.perRun ?? []).map((r) => r.benchmarkIndex)))}, load average ${range(measured.flatMap((p) => (p.perRun ?? []).map((r) => r.loadAverage)), 1)}${json.host?.cores ? ` on ${json.host.cores} cores` : ""}`,
  ].filter(Boolean);
  return [...lines, "", `${note.join("; ")}.`].join("\n");
}
