// Bench "bundle": gzip sizes of every built brand (brands/<brand>/dist) against budgets.json.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleSizes, overBudget } from "./bundle-size.mjs";

const MANIFEST = join("dist", ".vite", "manifest.json");

function builtBrands(root) {
  const dir = join(root, "brands");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, MANIFEST)))
    .map((d) => d.name)
    .sort();
}

const num = (n) => n.toLocaleString("en-US");
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = (n) => `${n} file${n === 1 ? "" : "s"}`;

function table(brand, figures, budgets) {
  const rows = [
    [`initial JS (${files(figures.initialJs.files.length)})`, figures.initialJs.gzip, budgets.initialJs],
    [`initial CSS (${files(figures.initialCss.files.length)})`, figures.initialCss.gzip, budgets.initialCss],
    ...figures.lazy.map((l) => [`lazy ${l.name}${l.files.length > 1 ? ` (+${files(l.files.length - 1)})` : ""}`, l.gzip, budgets.lazyChunk]),
    [`total (${files(figures.total.files)})`, figures.total.gzip, undefined],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [`${brand}  (entry ${figures.entry})`, `  ${"chunk".padEnd(width)}  ${"gzip B".padStart(9)}  ${"gzip".padStart(9)}  ${"budget".padStart(9)}  used`];
  for (const [label, gzip, budget] of rows) {
    const verdict = budget === undefined ? "" : gzip > budget ? "  OVER" : `  ${Math.round((gzip / budget) * 100)}%`;
    const budgetText = budget === undefined ? "" : kb(budget);
    lines.push(`  ${label.padEnd(width)}  ${num(gzip).padStart(9)}  ${kb(gzip).padStart(9)}  ${budgetText.padStart(9)}${verdict}`.trimEnd());
  }
  return lines.join("\n");
}

/** @param {{ root: string, budgets: Record<string, any>, log: (line: string) => void }} ctx */
export async function run({ root, budgets, log }) {
  const limits = budgets.bundle ?? {};
  const brands = builtBrands(root);
  if (brands.length === 0) {
    return { results: { brands: {} }, failures: [`no brand has been built: found no brands/<brand>/${MANIFEST} (run \`pnpm build\` first)`] };
  }
  const results = { budgets: limits, brands: {} };
  const failures = [];
  for (const brand of brands) {
    const dist = join(root, "brands", brand, "dist");
    const manifest = JSON.parse(readFileSync(join(root, "brands", brand, MANIFEST), "utf8"));
    let figures;
    try {
      figures = bundleSizes(manifest, (file) => readFileSync(join(dist, file)));
    } catch (e) {
      failures.push(`${brand}: cannot read its build: ${e.message}`);
      continue;
    }
    results.brands[brand] = figures;
    failures.push(...overBudget(brand, figures, limits));
    log(table(brand, figures, limits));
  }
  return { results, failures };
}
