import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { casinoPlugins } from "./plugins.ts";

/** vitest config for a package: happy-dom, lingui macros, vanilla-extract, testing-library cleanup. */
/**
 * `shareModules`: the package's test files share one module graph and one DOM per worker (vitest's isolate: false),
 * for a package whose modules hold no state a test could leave behind (ui-kit, api-client): a fresh graph and window
 * per file cost them most of their time (ui-kit 28 s -> 6 s). A package with stores, sessions or vi.mock keeps the
 * default, each file on its own.
 */
export function packageVitestConfig(options: { environment?: "happy-dom" | "node"; shareModules?: boolean } = {}) {
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
      isolate: !options.shareModules,
      // The default 5 s is too tight for a component test with many user-event steps while turbo runs two packages.
      testTimeout: 30_000,
    },
  });
}
