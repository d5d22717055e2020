import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";
import { casinoPlugins } from "../../../tooling/vite/plugins.ts";

const config: StorybookConfig = {
  // Stories live beside their components in the packages, so a new package's stories show up by themselves.
  stories: ["../../../packages/*/src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: casinoPlugins(),
      // Storybook's own runtime is one large chunk by design; size reports only slow the CI build down.
      build: { reportCompressedSize: false, chunkSizeWarningLimit: 2048 },
    }),
};

export default config;
