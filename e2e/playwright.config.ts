import { readdirSync, existsSync, readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { DEFAULT_BRAND, ONE_BRAND_TAG, specScopes } from "./brand-scope.ts";

const root = join(import.meta.dirname, "..");
// E2E_PORT_OFFSET moves every port, so two runs on one machine do not collide.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const SANDBOX_PORT = 4100 + PORT_OFFSET;
const FIRST_BRAND_PORT = 4301 + PORT_OFFSET;
const brands = readdirSync(join(root, "brands")).filter((b) => !b.startsWith(".") && existsSync(join(root, "brands", b, "brand.json"))).sort();
const onlyBrand = process.env.E2E_BRAND;
const selected = onlyBrand ? brands.filter((b) => b === onlyBrand) : brands;
// Brand-neutral specs and the tests tagged ONE_BRAND_TAG run in the default brand only (e2e/brand-scope.ts); a run of
// one brand (E2E_BRAND) runs every spec in it.
if (!brands.includes(DEFAULT_BRAND)) throw new Error(`the brand-neutral specs run in ${DEFAULT_BRAND}, which has no brands/${DEFAULT_BRAND}/brand.json`);
const scopes = specScopes(join(import.meta.dirname, "tests"));
const neutralSpecs = [...scopes].filter(([, scope]) => scope === "neutral").map(([file]) => `**/${file}`);
const runsEverySpec = (brand: string) => brand === DEFAULT_BRAND || selected.length === 1;
const dbDir = mkdtempSync(join(tmpdir(), "casino-e2e-"));

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const servers: PlaywrightTestConfig["webServer"] = [
  {
    command: "node tooling/scripts/pnpm.mjs --filter @casino/sandbox-api start",
    cwd: root,
    url: `http://127.0.0.1:${SANDBOX_PORT}/api/health`,
    // Every visit reports its web vitals (brands sample 10% by default), so `pnpm bench vitals` can read this run's
    // figures from the database, which stays in dbDir after the run.
    env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: join(dbDir, "sandbox.sqlite"), SANDBOX_WEB_VITALS_SAMPLE_RATE: "1" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
  ...selected.map((brand) => ({
    command: `node tooling/scripts/preview.mjs --brand ${brand}`,
    cwd: root,
    url: `http://localhost:${FIRST_BRAND_PORT + brands.indexOf(brand)}/`,
    env: { PLAYER_PORT: String(FIRST_BRAND_PORT + brands.indexOf(brand)), SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}` },
    reuseExistingServer: false,
    timeout: 60_000,
  })),
];

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI is a 2-core machine running two browsers, four servers and the build's leftovers: a first paint that takes 3 s
  // here takes 6-8 s there, and a page opened with a lazy dialog on it (the app, the page's chunks, the dialog's chunk,
  // then its reads) took over 10 s twice in a row on the project's CI. Longer waits only slow down a test that fails;
  // one that passes is not held up.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [["list"], ["json", { outputFile: "test-report.json" }]],
  use: {
    // Recording a trace costs a fifth of a passing test's time (DOM snapshots and screencast frames on every action).
    // CI records it when it retries a failed test, which keeps the failure's trace; a local run keeps every failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  webServer: servers,
  projects: selected.map((brand) => ({
    name: brand,
    ...(runsEverySpec(brand) ? {} : { testIgnore: neutralSpecs, grepInvert: new RegExp(ONE_BRAND_TAG) }),
    use: { baseURL: `http://localhost:${FIRST_BRAND_PORT + brands.indexOf(brand)}` },
    metadata: { brand, sandboxUrl: `http://127.0.0.1:${SANDBOX_PORT}`, settings: JSON.parse(readFileSync(join(root, "brands", brand, "brand.json"), "utf8")) },
  })),
});
