// Bench "bundle": gzip sizes of every built brand (brands/<brand>/dist, or BRAND_OUT_ROOT/<brand> when set, as the
// brand build writes it) against budgets.json. It reads the last build and does not build: each brand's header says
// when that build was written, so a stale one shows.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { bundleSizes, overBudget, routeSizes } from "./bundle-size.mjs";

const MANIFEST = join(".vite", "manifest.json");
/**
 * The lobby's page chunk: the lobby route = the entry's graph + this chunk's static graph. The brand build puts the
 * page and its own modules in a chunk group named "lobby" (tooling/vite/landing-chunk.ts), which the manifest lists by
 * name; a build without the group has the page's own chunk.
 */
const LOBBY_PAGE = /^(packages\/casino\/src\/lobby\/.*LobbyPage\.tsx|lobby)$/;

const distOf = (root, brand) => (process.env.BRAND_OUT_ROOT ? join(resolve(process.env.BRAND_OUT_ROOT), brand) : join(root, "brands", brand, "dist"));

function builtBrands(root) {
  const dir = join(root, "brands");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(distOf(root, d.name), MANIFEST)))
    .map((d) => d.name)
    .sort();
}

const num = (n) => n.toLocaleString("en-US");
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = (n) => `${n} file${n === 1 ? "" : "s"}`;

/** When the build was written, as an ISO time (the bench reads the last build, it does not build). */
const builtAt = (dist) => statSync(join(dist, MANIFEST)).mtime.toISOString();
/** "2026-11-23 16:14 UTC" */
const minuteUtc = (iso) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

function table(brand, figures, budgets) {
  const rows = [
    [`initial JS (${files(figures.initialJs.files.length)})`, figures.initialJs.gzip, budgets.initialJs],
    [`initial CSS (${files(figures.initialCss.files.length)})`, figures.initialCss.gzip, budgets.initialCss],
    ...(figures.lobbyRoute
      ? [
          [`lobby route JS: entry + ${figures.lobbyRoute.name} (${files(figures.lobbyRoute.js.files.length)})`, figures.lobbyRoute.js.gzip, budgets.lobbyRouteJs],
          [`lobby route CSS (${files(figures.lobbyRoute.css.files.length)})`, figures.lobbyRoute.css.gzip, budgets.initialCss],
        ]
      : []),
    ...figures.lazy.map((l) => [`lazy ${l.name}${l.files.length > 1 ? ` (+${files(l.files.length - 1)})` : ""}`, l.gzip, budgets.lazyChunk]),
    [`total (${files(figures.total.files)})`, figures.total.gzip, undefined],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [`${brand}  (entry ${figures.entry}; built ${minuteUtc(figures.builtAt)} in ${figures.dist})`, `  ${"chunk".padEnd(width)}  ${"gzip B".padStart(9)}  ${"gzip".padStart(9)}  ${"budget".padStart(9)}  used`];
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
    return { results: { brands: {} }, failures: [`no brand has been built: found no ${distOf(root, "<brand>")}/${MANIFEST} (run \`pnpm build\` first)`] };
  }
  const results = { budgets: limits, brands: {} };
  const failures = [];
  for (const brand of brands) {
    const dist = distOf(root, brand);
    const manifest = JSON.parse(readFileSync(join(dist, MANIFEST), "utf8"));
    let figures;
    try {
      const read = (file) => readFileSync(join(dist, file));
      figures = { dist, builtAt: builtAt(dist), ...bundleSizes(manifest, read), lobbyRoute: routeSizes(manifest, read, LOBBY_PAGE) };
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
