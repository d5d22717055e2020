// Reads the vitest and Playwright JSON reports and prints one line per runner and the summed closing line.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

function playwrightCounts(file) {
  const s = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

const firstLine = (message) => String(message ?? "").split("\n").find((l) => l.trim())?.trim().slice(0, 200) ?? "";

/** Each failed vitest test (or a file that failed to load) as "file > test: first line of the error". */
function vitestFailures(file) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  return (r.testResults ?? []).flatMap((f) => {
    const where = String(f.name ?? "").split(/[\\/](?=src[\\/]|test[\\/])/).pop();
    const failedTests = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    if (failedTests.length === 0 && f.status === "failed") return [`${where}: ${firstLine(f.message)}`];
    return failedTests.map((a) => `${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

/** Each Playwright test that failed ("unexpected") or passed only on a retry ("flaky"), with its project. */
function playwrightFailures(file) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected" && t.status !== "flaky") continue;
        const error = (t.results ?? []).map((r) => r.error?.message).find(Boolean);
        out.push(`${t.status === "flaky" ? "flaky: " : ""}[${t.projectName}] ${spec.file}:${spec.line} > ${spec.title}: ${firstLine(error)}`);
      }
    (suite.suites ?? []).forEach(walk);
  };
  (JSON.parse(readFileSync(file, "utf8")).suites ?? []).forEach(walk);
  return out;
}

/** The workspace folder a test file belongs to: apps/<name>, packages/<name> or tooling. */
function folderOf(root, file) {
  const parts = relative(root, file).split(sep);
  return parts[0] === "apps" || parts[0] === "packages" ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * Splits the workspace vitest run's report (tooling/vitest.all.ts writes UNIT_REPORT) into one test-report.json per
 * folder, the shape a package's own run writes, so the summary reads both alike. Returns the folders written.
 */
export const UNIT_REPORT = "unit-report.json";
export function splitUnitReport(root) {
  const file = join(root, UNIT_REPORT);
  if (!existsSync(file)) return [];
  const byFolder = new Map();
  for (const result of JSON.parse(readFileSync(file, "utf8")).testResults ?? []) {
    const folder = folderOf(root, result.name);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), result]);
  }
  for (const [folder, testResults] of byFolder) {
    const count = (...statuses) => testResults.flatMap((r) => r.assertionResults ?? []).filter((a) => statuses.includes(a.status)).length;
    const report = { numPassedTests: count("passed"), numFailedTests: count("failed"), numPendingTests: count("pending", "skipped"), numTodoTests: count("todo"), testResults };
    writeFileSync(join(root, folder, "test-report.json"), JSON.stringify(report));
  }
  rmSync(file);
  return [...byFolder.keys()].sort();
}

/** Where each runner writes its JSON report: every workspace folder that runs vitest, and e2e for Playwright. */
export function reportFiles(root) {
  const folders = ["apps", "packages"].flatMap((group) => readdirSync(join(root, group)).map((d) => join(group, d)));
  return [...folders, "tooling", "e2e"].map((dir) => ({ name: dir, file: join(root, dir, "test-report.json") }));
}

export function summarise(root) {
  const rows = reportFiles(root)
    .filter(({ file }) => existsSync(file))
    .map(({ name, file }) => [name, name === "e2e" ? playwrightCounts(file) : vitestCounts(file)]);
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures = reportFiles(root)
    .filter(({ file }) => existsSync(file))
    .flatMap(({ name, file }) => (name === "e2e" ? playwrightFailures(file) : vitestFailures(file)).map((f) => `${name}: ${f}`));
  if (failures.length > 0) {
    // Printed just above the counts, so the tail of a CI log says which tests failed, not only how many.
    console.log("\nFailed or flaky tests");
    for (const f of failures) console.log(`  ${f}`);
  }
  console.log("\nTest summary");
  for (const [name, c] of rows) {
    console.log(`  ${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    for (const k of Object.keys(total)) total[k] += c[k];
  }
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed === 0 && total.passed > 0;
}
