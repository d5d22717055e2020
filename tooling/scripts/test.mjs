#!/usr/bin/env node
// `npm test`: chromium, pnpm, install, then lint + boundaries, typecheck, unit/component tests, every brand and
// Storybook build, and the Playwright journeys. Ends with the summed summary line.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { install, pnpm, run, root } from "./lib.mjs";
import { reportFiles, splitUnitReport, summarise, UNIT_REPORT } from "./test-summary.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const [cmd, ...pre] = process.getuid?.() === 0 ? ["apt-get"] : ["sudo", "apt-get"];
  console.log("> installing Debian's chromium (the Playwright journeys run in it)");
  const apt = (args) => run(cmd, [...pre, ...args], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", "chromium"]);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
}

function clearReports() {
  for (const { file } of reportFiles(root)) rmSync(file, { force: true });
  rmSync(join(root, UNIT_REPORT), { force: true });
}

const steps = [
  ["clear old reports", clearReports],
  ["chromium", ensureChromium],
  ["install", install],
  ["lint, typecheck, build", () => pnpm(["exec", "turbo", "run", "lint", "typecheck", "build", "--concurrency=2", "--output-logs=errors-only"])],
  ["boundaries", () => run(process.execPath, ["tooling/scripts/check-boundaries.mjs"])],
  // One vitest run over every package (tooling/vitest.all.ts): both cores busy to the end, shared modules transformed once.
  ["unit and component tests", () => {
    try {
      pnpm(["--filter", "@casino/tooling", "exec", "vitest", "run", "--config", "vitest.all.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${UNIT_REPORT}`]);
    } finally {
      splitUnitReport(root);
    }
  }],
  ["end-to-end", () => pnpm(["--filter", "@casino/e2e", "e2e"])],
];

let failed = false;
for (const [name, step] of steps) {
  const started = Date.now();
  try {
    step();
    console.log(`✓ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  } catch (e) {
    console.error(`✗ ${name}: ${e.message}`);
    failed = true;
    if (name === "chromium" || name === "install") break;
  }
}
const ok = summarise(root) && !failed;
process.exit(ok ? 0 : 1);
