import { fileURLToPath } from "node:url";
import { mergeConfig } from "vitest/config";
import { packageVitestConfig } from "../../tooling/vite/vitest.ts";

export default mergeConfig(packageVitestConfig(), {
  test: { setupFiles: [fileURLToPath(new URL("./src/test-support/dialog-polyfill.ts", import.meta.url))] },
});
