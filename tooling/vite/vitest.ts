import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { casinoPlugins } from "./plugins.ts";

/** vitest config for a package: happy-dom, lingui macros, vanilla-extract, testing-library cleanup. */
export function packageVitestConfig(options: { environment?: "happy-dom" | "node" } = {}) {
  return defineConfig({
    plugins: casinoPlugins(),
    test: {
      environment: options.environment ?? "happy-dom",
      setupFiles: [
        fileURLToPath(new URL("./vitest-setup.ts", import.meta.url)),
        // happy-dom's <dialog> ignores Escape; every package whose components use dialogs needs the same fix.
        fileURLToPath(new URL("./dialog-polyfill.ts", import.meta.url)),
      ],
      restoreMocks: true,
      // Worker threads start a test file faster than forked processes (shell's suite: 88 s -> 80 s on 2 cores).
      pool: "threads",
      // The default 5 s is too tight for a component test with many user-event steps while turbo runs two packages.
      testTimeout: 30_000,
    },
  });
}
