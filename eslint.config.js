// One flat config for the whole workspace: each package runs `eslint src` and ESLint finds this file up the tree.
// Syntax-only rules (no type information) keep lint fast; `tsc` and tooling/scripts/check-boundaries.mjs do the rest.
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "**/dist/",
    "**/storybook-static/",
    "**/node_modules/",
    "**/.turbo/",
    "**/coverage/",
    "**/bench-results/",
    "**/test-results/",
    "**/playwright-report/",
    // lingui's compiled catalogs (`lingui compile --typescript`)
    "packages/i18n/src/catalogs/**",
    "**/locales/*.ts",
  ]),
  tseslint.configs.recommended,
  {
    files: ["**/*.tsx", "**/use-*.ts"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Test probes hand values out of a render through outer variables on purpose.
    files: ["**/*.test.tsx"],
    rules: { "react-hooks/globals": "off", "react-hooks/immutability": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
]);
