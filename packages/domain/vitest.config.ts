import { defineConfig } from "vitest/config";

// Pure rules: no DOM, no JSX, no styles.
export default defineConfig({ test: { environment: "node" } });
