import { defineConfig } from "vitest/config";

// 30 s like the packages' config: the boundary-check tests spawn a node process each (4-11 s under a loaded machine).
export default defineConfig({ test: { environment: "node", include: ["test/**/*.test.ts"], testTimeout: 30_000 } });
