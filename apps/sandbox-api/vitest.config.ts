import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // As the packages' config (tooling/vite/vitest.ts): the load cases (2,000 ledger movements) take 2-7 s on a busy
    // 2-core machine, and the 5 s default failed one there.
    testTimeout: 30_000,
  },
});
