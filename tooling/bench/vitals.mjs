// Real-user vitals (issue 30): p50/p75/p95 of LCP, INP, CLS, TTFB and FCP per brand and route, from the web-vital
// events a sandbox stored (GET /sandbox/web-vitals). The e2e run has every visit report (its sandbox gets
// SANDBOX_WEB_VITALS_SAMPLE_RATE=1), so a run of the suite leaves figures for every route it visited.
// Source: SANDBOX_URL (a running sandbox), else the database VITALS_DB names, else the newest one an e2e run left
// (<tmpdir>/casino-e2e-*/sandbox.sqlite), read through a sandbox of its own on port 4181 for the time of the read.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = 4181;
const METRICS = ["LCP", "INP", "CLS", "TTFB", "FCP"];

/** The sandbox database the latest e2e run left in `dir` (the e2e config makes `casino-e2e-XXXXXX/sandbox.sqlite`). */
export function newestE2eDatabase(dir = tmpdir()) {
  let newest;
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (!entry.startsWith("casino-e2e-")) continue;
    const file = join(dir, entry, "sandbox.sqlite");
    if (!existsSync(file)) continue;
    const mtime = statSync(file).mtimeMs;
    if (!newest || mtime > newest.mtime) newest = { file, mtime };
  }
  return newest?.file;
}

/** A figure as an operator reads it: CLS unitless to 3 decimals, the others in ms. */
export const formatValue = (name, value) => (name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`);

/** The table: one line per brand, route and metric (in the API's order), with the sample count. */
export function vitalsTable(vitals) {
  if (vitals.length === 0) return ["  no web-vital events (run the e2e suite, or point SANDBOX_URL at a sandbox players report to)"];
  const rows = [["brand", "route", "metric", "n", "p50", "p75", "p95"]];
  for (const v of vitals) {
    rows.push([v.brand, v.route, v.name, String(v.count), formatValue(v.name, v.p50), formatValue(v.name, v.p75), formatValue(v.name, v.p95)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => `  ${row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ")}`);
}

/** Samples per metric over every brand and route, for the JSON and the closing line. */
export const samplesPerMetric = (vitals) =>
  Object.fromEntries(METRICS.map((name) => [name, vitals.filter((v) => v.name === name).reduce((sum, v) => sum + v.count, 0)]));

async function sandboxOn(root, dbPath) {
  const uploads = mkdtempSync(join(tmpdir(), "vitals-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps", "sandbox-api"),
    env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_DB: dbPath, SANDBOX_LOG_REQUESTS: "0", SANDBOX_UPLOADS: uploads },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening on") && resolve());
    child.on("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${PORT}`, stop: () => (child.kill("SIGTERM"), rmSync(uploads, { recursive: true, force: true })) };
}

async function readVitals(url, since) {
  const res = await fetch(`${url}/sandbox/web-vitals${since ? `?since=${encodeURIComponent(since)}` : ""}`);
  if (!res.ok) throw new Error(`GET ${url}/sandbox/web-vitals answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data.vitals;
}

export async function run({ root, log }) {
  const since = process.env.VITALS_SINCE || undefined;
  const dbPath = process.env.SANDBOX_URL ? undefined : (process.env.VITALS_DB ?? newestE2eDatabase());
  let source;
  let vitals = [];
  if (process.env.SANDBOX_URL) {
    source = process.env.SANDBOX_URL;
    vitals = await readVitals(source, since);
  } else if (dbPath) {
    source = dbPath;
    const sandbox = await sandboxOn(root, dbPath);
    try {
      vitals = await readVitals(sandbox.url, since);
    } finally {
      sandbox.stop();
    }
  }
  log(`  source: ${source ?? "none (no SANDBOX_URL, VITALS_DB or e2e database)"}${since ? `, since ${since}` : ""}`);
  for (const line of vitalsTable(vitals)) log(line);
  return { results: { source: source ?? null, since: since ?? null, samples: samplesPerMetric(vitals), vitals }, failures: [] };
}
