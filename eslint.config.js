// One flat config for the whole workspace: each package runs `eslint src` and ESLint finds this file up the tree.
// Syntax-only rules (no type information) keep lint fast; `tsc` and tooling/scripts/check-boundaries.mjs do the rest.
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
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
    // Accessibility of the JSX itself (labels, roles, keyboard access, alt text). jsx-a11y-x is the maintained flat
    // config fork of eslint-plugin-jsx-a11y, whose 6.10 release does not support ESLint 10 (its peer range ends at 9).
    files: ["**/*.tsx"],
    extends: [jsxA11y.configs.recommended],
    rules: {
      // A region or log that scrolls must be focusable, or a keyboard can't scroll it (axe's scrollable-region-focusable,
      // WCAG 2.1.1): the history table's scroller and the live chat's message log are.
      "jsx-a11y-x/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region", "log"], allowExpressionValues: true }],
    },
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
