// Reads the vitest and Playwright JSON reports and prints one line per runner and the summed closing line.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

function playwrightCounts(file) {
  const s = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
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
  console.log("\nTest summary");
  for (const [name, c] of rows) {
    console.log(`  ${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    for (const k of Object.keys(total)) total[k] += c[k];
  }
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed === 0 && total.passed > 0;
}
