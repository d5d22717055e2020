import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
// Inside brands/, where a brand team puts it; a dot-name keeps it out of pnpm's workspace globs and the e2e projects.
const brandDir = join(root, "brands", `.copy-test-${process.pid}`);
afterAll(() => rmSync(brandDir, { recursive: true, force: true }));

it("a copied brand folder builds with no code change", () => {
  cpSync(join(root, "brands", "curacao"), brandDir, {
    recursive: true,
    filter: (src) => !/[\\/](dist|node_modules|\.turbo)([\\/]|$)/.test(src.slice(root.length)),
  });
  // README's step 2, as a brand team does: a package name of its own. Turbo reads dot-folders too, and a second
  // @brand/curacao made its workspace scan fail for any turbo run meanwhile (turbo-graph.test.ts in parallel).
  const manifest = JSON.parse(readFileSync(join(brandDir, "package.json"), "utf8"));
  writeFileSync(join(brandDir, "package.json"), JSON.stringify({ ...manifest, name: `@brand/copy-test-${process.pid}` }, null, 2));
  const settings = JSON.parse(readFileSync(join(brandDir, "brand.json"), "utf8"));
  writeFileSync(join(brandDir, "brand.json"), JSON.stringify({ ...settings, brandName: "Copied & Co" }));

  execFileSync(process.execPath, [join(root, "tooling/scripts/brand-build.mjs"), brandDir], { stdio: "pipe" });

  const html = readFileSync(join(brandDir, "dist", "index.html"), "utf8");
  expect(html).toContain("<title>Copied &amp; Co</title>");
  expect(existsSync(join(brandDir, "dist", "logo.svg"))).toBe(true);
  // The header's logo is asked for with the page, not after the scripts (it is part of the first paint).
  expect(html).toContain('<link rel="preload" href="/logo.svg" as="image"');
  const assets = readdirSync(join(brandDir, "dist", "assets"));
  // The default language's catalog and the lobby's chunk travel with the entry instead of after it has run: in the
  // page without a frame (app.html) as <link>s, in the home page's (index.html, first paint written in) by its loader.
  const app = readFileSync(join(brandDir, "dist", "app.html"), "utf8");
  const preloads = [...app.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);
  expect(/data-app-preloads="([^"]*)"/.exec(html)?.[1]).toBe(preloads.map((f) => `/assets/${f}`).join(" "));
  expect(preloads.some((f) => /^en-[\w-]+\.js$/.test(f!))).toBe(true);
  expect(preloads.some((f) => /^lobby-[\w-]+\.js$/.test(f!))).toBe(true);
  expect(preloads.every((f) => assets.includes(f!))).toBe(true);
  expect(assets.some((f) => f.endsWith(".css"))).toBe(true);
  expect(assets.some((f) => f.endsWith(".js"))).toBe(true);
  // Every script and stylesheet of 1 KB or more has its Brotli copy for the CDN (and `pnpm preview`) to serve.
  const big = assets.filter((f) => /\.(js|css)$/.test(f) && statSync(join(brandDir, "dist", "assets", f)).size >= 1024);
  expect(big.length).toBeGreaterThan(0);
  expect(big.filter((f) => !assets.includes(`${f}.br`))).toEqual([]);
}, 240_000);
