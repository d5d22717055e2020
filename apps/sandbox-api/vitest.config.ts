import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

const src = join(import.meta.dirname, "src");
const testFiles = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".test.ts"));
/** A file that replaces a module (vi.mock) needs its own module graph; the others share one per worker. */
const mocking = testFiles.filter((file) => readFileSync(join(src, file), "utf8").includes("vi.mock(")).map((file) => `src/${file}`);

export default defineConfig({
  test: {
    environment: "node",
    // As the packages' config (tooling/vite/vitest.ts): the load cases (2,000 ledger movements) take 2-7 s on a busy
    // 2-core machine, and the 5 s default failed one there.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        // Importing the app (hono, valibot's schemas, every route) and seeding the 5,000-game template took more than
        // half of this suite when each of its 66 files did it again: without isolation a worker does it once.
        test: { name: "shared", include: ["src/**/*.test.ts"], exclude: mocking, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: mocking.length > 0 ? mocking : ["none"], isolate: true } },
    ],
  },
});
