import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./packages/i18n/src/locales.ts";

// Every folder whose src may hold lingui messages. Each owns its catalogs in <folder>/src/locales/{locale}.po,
// extracted from its own src only. Folders without a src yet are skipped so extraction never creates them.
const MESSAGE_FOLDERS = [
  "packages/ui-kit",
  "packages/shell",
  "packages/i18n",
  "packages/account",
  "packages/casino",
  "packages/cashier",
  "packages/rewards",
  "packages/responsible-gaming",
  "apps/player",
];

// Resolved from this file, not the cwd: vitest loads this config from inside each package.
const rootDir = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  // A missing translation compiles to the nearest parent's text, and finally to the English source text.
  fallbackLocales: { "pt-BR": "pt" },
  format: "po",
  // Line numbers churn the .po files on every unrelated edit; file names are enough for translators.
  formatOptions: { lineNumbers: false },
  orderBy: "message",
  catalogs: MESSAGE_FOLDERS.filter((folder) => existsSync(join(rootDir, folder, "src"))).map((folder) => ({
    path: `<rootDir>/${folder}/src/locales/{locale}`,
    include: [`<rootDir>/${folder}/src`],
    // Test and story texts are not for translators; the merged catalogs below are output, not source.
    exclude: ["**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx", "**/node_modules/**", "<rootDir>/packages/i18n/src/catalogs/**"],
  })),
  // `lingui compile` merges all packages' catalogs into ONE module per locale, loaded lazily by @casino/i18n.
  catalogsMergePath: "<rootDir>/packages/i18n/src/catalogs/{locale}",
  compileNamespace: "ts",
});
