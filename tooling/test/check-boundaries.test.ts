import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { removeTree, writeTree, type Tree } from "./temp-tree.ts";

const script = fileURLToPath(new URL("../scripts/check-boundaries.mjs", import.meta.url));

function pkg(name: string, deps: string[] = [], extra: object = {}) {
  const dependencies = Object.fromEntries(deps.map((d) => [d, "workspace:*"]));
  return { name, private: true, type: "module", exports: { ".": "./src/index.ts" }, dependencies, ...extra };
}

/** A small workspace that follows every rule. */
const clean: Tree = {
  "packages/domain/package.json": pkg("@casino/domain"),
  "packages/domain/src/index.ts": `export const limit = (n: number) => n;\n`,
  "packages/domain/vitest.config.ts": `import { packageVitestConfig } from "../../tooling/vite/vitest.ts";\nexport default packageVitestConfig();\n`,
  "packages/api-client/package.json": pkg("@casino/api-client", ["@casino/domain"]),
  "packages/api-client/src/index.ts": `import { limit } from "@casino/domain";\nexport { limit };\n`,
  "packages/ui-kit/package.json": pkg("@casino/ui-kit", [], {
    exports: { ".": "./src/index.ts", "./theme": "./src/theme.css.ts" },
    devDependencies: { "@casino/i18n": "workspace:*" },
  }),
  "packages/ui-kit/src/index.ts": `import type { Locale } from "@casino/i18n";\nexport type { Locale };\nexport { Button } from "./Button.tsx";\n`,
  "packages/ui-kit/src/Button.tsx": `export function Button() {\n  return <button />;\n}\n`,
  "packages/ui-kit/src/theme.css.ts": `export const theme = {};\n`,
  "packages/i18n/package.json": pkg("@casino/i18n", ["@casino/ui-kit"]),
  "packages/i18n/src/index.ts": `export type Locale = "en" | "de";\nexport type { Tone } from "@casino/ui-kit";\nconst load = (l: Locale) => import(\`./locales/\${l}.ts\`);\nexport { load };\n`,
  "packages/shell/package.json": pkg("@casino/shell", ["@casino/domain", "@casino/api-client", "@casino/ui-kit", "@casino/i18n"]),
  "packages/shell/src/index.ts": `import { limit } from "@casino/domain";\nimport { Button } from "@casino/ui-kit";\nexport { limit, Button };\n`,
  "packages/casino/package.json": pkg("@casino/casino", ["@casino/shell", "@casino/ui-kit"]),
  "packages/casino/src/index.ts": `import { Button } from "@casino/ui-kit";\nexport const pages = [{ key: "lobby", component: () => import("./Lobby.tsx") }];\nexport { Button };\n`,
  "packages/casino/src/Lobby.tsx": `import { limit } from "@casino/shell";\n// "@casino/cashier" in a comment is no import\nexport default function Lobby() {\n  return <p>{\`import("@casino/cashier")\`}{limit(1)}</p>;\n}\n`,
  "packages/cashier/package.json": pkg("@casino/cashier", ["@casino/shell"]),
  "packages/cashier/src/index.ts": `export { limit } from "@casino/shell";\n`,
  "apps/player/package.json": pkg("@casino/player", ["@casino/casino", "@casino/cashier", "@casino/shell", "@casino/ui-kit"]),
  "apps/player/src/main.tsx": `import { pages } from "@casino/casino";\nimport { limit } from "@casino/cashier";\nimport theme from "@casino/ui-kit/theme";\nexport { pages, limit, theme };\n`,
  "apps/sandbox-api/package.json": pkg("@casino/sandbox-api", ["@casino/api-client"]),
  "apps/sandbox-api/src/main.ts": `import { limit } from "@casino/api-client";\nexport { limit };\n`,
  "brands/noir/package.json": pkg("@brand/noir", [], { devDependencies: { "@casino/ui-kit": "workspace:*" } }),
  "brands/noir/brand.json": { name: "Noir" },
  "brands/noir/theme.css.ts": `import { makeTheme } from "@casino/ui-kit/theme";\nexport default makeTheme({});\n`,
  "brands/noir/assets/logo.svg": `<svg/>`,
  "brands/noir/README.md": `# Noir\n`,
  "brands/noir/.env.production": `VITE_X=1\n`,
  "brands/noir/dist/assets/index.js": `import "../../../packages/shell/src/index.ts";\n`,
  "tooling/package.json": { name: "@casino/tooling", exports: { "./vite": "./vite/index.ts" } },
  "tooling/vite/vitest.ts": `export function packageVitestConfig() {\n  return {};\n}\n`,
  "e2e/package.json": { name: "@casino/e2e" },
  "e2e/lobby.spec.ts": `export const url = "/";\n`,
  "packages/shell/node_modules/@casino/cashier/index.ts": `import "../../../../casino/src/index.ts";\n`,
};

type Case = [rule: string, files: Tree, expected: string];

const violations: Case[] = [
  ["a: a feature imports another feature", {
    "packages/casino/package.json": pkg("@casino/casino", ["@casino/shell", "@casino/ui-kit", "@casino/cashier"]),
    "packages/casino/src/deposit-button.ts": `// open the deposit flow\nexport { limit } from "@casino/cashier";\n`,
  }, `packages/casino/src/deposit-button.ts:2: [a cross-feature] @casino/casino imports @casino/cashier`],
  ["a: a dynamic import of another feature", {
    "packages/cashier/package.json": pkg("@casino/cashier", ["@casino/shell", "@casino/casino"]),
    "packages/cashier/src/lazy.ts": `export const load = () =>\n  import("@casino/casino");\n`,
  }, `packages/cashier/src/lazy.ts:2: [a cross-feature] @casino/cashier imports @casino/casino`],
  ["b: api-client imports the shell", {
    "packages/api-client/package.json": pkg("@casino/api-client", ["@casino/domain", "@casino/shell"]),
    "packages/api-client/src/index.ts": `import { limit } from "@casino/shell";\nexport { limit };\n`,
  }, `packages/api-client/src/index.ts:1: [b layer] @casino/api-client imports @casino/shell, but @casino/api-client may import only @casino/domain`],
  ["b: domain imports anything of ours", {
    "packages/domain/package.json": pkg("@casino/domain", ["@casino/i18n"]),
    "packages/domain/src/index.ts": `import type { Locale } from "@casino/i18n";\nexport type L = Locale;\n`,
  }, `packages/domain/src/index.ts:1: [b layer] @casino/domain imports @casino/i18n, but @casino/domain imports none of ours`],
  ["b: ui-kit imports i18n at run time", {
    "packages/ui-kit/src/index.ts": `import { type Locale } from "@casino/i18n";\nexport type { Locale };\n`,
  }, `packages/ui-kit/src/index.ts:1: [b layer] @casino/ui-kit may import @casino/i18n only as types`],
  ["b: sandbox-api imports ui-kit", {
    "apps/sandbox-api/package.json": pkg("@casino/sandbox-api", ["@casino/api-client", "@casino/ui-kit"]),
    "apps/sandbox-api/src/main.ts": `import { limit } from "@casino/api-client";\nimport { Button } from "@casino/ui-kit";\nexport { limit, Button };\n`,
  }, `apps/sandbox-api/src/main.ts:2: [b layer] @casino/sandbox-api imports @casino/ui-kit`],
  ["b: a package missing from the layer map", {
    "packages/widgets/package.json": pkg("@casino/widgets"),
  }, `packages/widgets/package.json: [b layer] packages/widgets is not in the layer map`],
  ["c: a deep import", {
    "apps/player/src/button.ts": `export { Button } from "@casino/ui-kit/src/Button.tsx";\n`,
  }, `apps/player/src/button.ts:1: [c deep-import] "@casino/ui-kit/src/Button.tsx" is not an entry point of @casino/ui-kit (its package.json exports: ".", "./theme")`],
  ["d: a relative import into another package", {
    "packages/casino/src/tile.ts": `import { limit } from "../../shell/src/index.ts";\nexport { limit };\n`,
  }, `packages/casino/src/tile.ts:1: [d relative-import] "../../shell/src/index.ts" leaves packages/casino: import @casino/shell through its package.json exports`],
  ["d: tooling/vite from a file that is not a root config file", {
    "packages/domain/src/setup.ts": `import { packageVitestConfig } from "../../../tooling/vite/vitest.ts";\nexport { packageVitestConfig };\n`,
  }, `packages/domain/src/setup.ts:1: [d relative-import] "../../../tooling/vite/vitest.ts" leaves packages/domain`],
  ["d: a brand theme imports something else", {
    "brands/noir/theme.css.ts": `import { createTheme } from "@vanilla-extract/css";\nexport default createTheme({});\n`,
  }, `brands/noir/theme.css.ts:1: [d relative-import] "@vanilla-extract/css": a brand's theme.css.ts may import only @casino/ui-kit/theme`],
  ["e: an undeclared @casino import", {
    "apps/player/src/rewards.ts": `\nexport const load = () => import("@casino/shell");\nexport type { Reward } from "@casino/rewards";\n`,
  }, `apps/player/src/rewards.ts:3: [e undeclared] @casino/rewards is not declared in apps/player/package.json`],
  ["f: code in a brand folder", {
    "brands/noir/src/override.ts": `export const hack = true;\n`,
  }, `brands/noir/src/override.ts: [f brand-files] brands/noir may hold only brand.json, theme.css.ts, package.json, README.md, assets/ and .env files`],
  ["g: two modules import each other", {
    "packages/casino/src/a.ts": `import { b } from "./b.ts";\nexport const a = () => b;\n`,
    "packages/casino/src/b.ts": `// b needs a\nimport { a } from "./a.ts";\nexport const b = () => a;\n`,
  }, `packages/casino/src/a.ts:1: [g cycle] import cycle: packages/casino/src/a.ts -> packages/casino/src/b.ts -> packages/casino/src/a.ts`],
  ["g: a cycle through a folder's index and specifiers without extensions", {
    "packages/shell/src/frame/index.ts": `export { header } from "../header";\n`,
    "packages/shell/src/header.tsx": `import { menu } from "./menu.ts";\nexport const header = menu;\n`,
    "packages/shell/src/menu.ts": `import { header } from "./frame";\nexport const menu = () => header;\n`,
  }, `[g cycle] import cycle: packages/shell/src/frame/index.ts -> packages/shell/src/header.tsx -> packages/shell/src/menu.ts -> packages/shell/src/frame/index.ts`],
];

function runCheck(tree: Tree) {
  const root = writeTree(tree, "boundaries-");
  try {
    const r = spawnSync(process.execPath, [script, "--root", root], { encoding: "utf8" });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  } finally {
    removeTree(root);
  }
}

describe("check-boundaries", () => {
  it("passes a clean workspace with one summary line", () => {
    const r = runCheck(clean);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("boundaries: 16 files checked, 0 violations\n");
    expect(r.status).toBe(0);
  });

  it.each(violations)("fails on %s", (_rule, files, expected) => {
    const r = runCheck({ ...clean, ...files });
    expect(r.stderr).toContain(expected);
    expect(r.stderr).toMatch(/^boundaries: \d+ files checked, 1 violation$/m);
    expect(r.status).toBe(1);
  });

  it("lists every violation it finds", () => {
    const all = Object.assign({}, clean, ...violations.map(([, files]) => files));
    const r = runCheck(all);
    expect(r.status).toBe(1);
    for (const [, , expected] of violations) expect(r.stderr).toContain(expected);
    expect(r.stderr).toContain(`boundaries: 28 files checked, ${violations.length} violations`);
  });

  it("does not count type-only imports, import() or vi.mock() as a cycle", () => {
    const r = runCheck({
      ...clean,
      "packages/casino/src/store.ts": `import type { View } from "./view.ts";\nexport const load = () => import("./view.ts");\nexport type S = View;\n`,
      "packages/casino/src/view.ts": `import { load } from "./store.ts";\nexport type View = string;\nexport const open = load;\n`,
      "packages/casino/src/view.test.ts": `import { open } from "./view.ts";\nvi.mock("./view.test.ts");\nexport const t = open;\n`,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
