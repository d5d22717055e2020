import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ViteUserConfig } from "vitest/config";

const root = import.meta.dirname;
const src = join(root, "src");
const testFiles = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".test.ts"));
/** A file that replaces a module (vi.mock) needs its own module graph; the others share one per worker. */
const mocking = testFiles.filter((file) => readFileSync(join(src, file), "utf8").includes("vi.mock(")).map((file) => `src/${file}`);

const shared = {
  environment: "node",
  // As the packages' config (tooling/vite/vitest.ts): the load cases (2,000 ledger movements) take 2-7 s on a busy
  // 2-core machine, and the 5 s default failed one there.
  testTimeout: 30_000,
  restoreMocks: true,
  unstubEnvs: true,
} as const;

/**
 * The sandbox API's tests as two vitest projects (vitest.shared.config.ts and vitest.isolated.config.ts, which this
 * package's config and the workspace run, tooling/vitest.all.ts, both list): importing the app (hono, valibot's
 * schemas, every route) and seeding the 5,000-game template took more than half of the suite when each of its 66
 * files did it again, so the files share one module graph per worker (isolate: false), except those that vi.mock.
 */
export const sharedProject: ViteUserConfig = {
  test: { ...shared, name: "@casino/sandbox-api", include: ["src/**/*.test.ts"], exclude: mocking, isolate: false },
};
export const isolatedProject: ViteUserConfig = {
  test: { ...shared, name: "@casino/sandbox-api (isolated)", include: mocking.length > 0 ? mocking : ["none"], isolate: true },
};
