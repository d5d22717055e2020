import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Every unit and component test of the workspace in one vitest run (`npm test` and CI use it; `turbo run test` still
 * runs each package's own): one pool over two workers keeps both cores busy to the end, where ten runs side by side
 * left one idle behind the longest, and the modules the packages share are transformed once.
 */
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    maxWorkers: 2,
    // The sandbox API's config lists two projects (apps/sandbox-api/vitest.projects.ts); a project can't hold projects.
    projects: ["packages/*/vitest.config.ts", "tooling/vitest.config.ts", "apps/sandbox-api/vitest.{shared,isolated}.config.ts"],
  },
});
