import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "brand-copy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("a copied brand folder builds with no code change", () => {
  const brandDir = join(work, "copied");
  cpSync(join(root, "brands", "curacao"), brandDir, {
    recursive: true,
    filter: (src) => !/[\\/](dist|node_modules|\.turbo)([\\/]|$)/.test(src.slice(root.length)),
  });
  const settings = JSON.parse(readFileSync(join(brandDir, "brand.json"), "utf8"));
  writeFileSync(join(brandDir, "brand.json"), JSON.stringify({ ...settings, brandName: "Copied & Co" }));

  execFileSync(process.execPath, [join(root, "tooling/scripts/brand-build.mjs"), brandDir], { stdio: "pipe" });

  const html = readFileSync(join(brandDir, "dist", "index.html"), "utf8");
  expect(html).toContain("<title>Copied &amp; Co</title>");
  expect(existsSync(join(brandDir, "dist", "logo.svg"))).toBe(true);
  const assets = readdirSync(join(brandDir, "dist", "assets"));
  expect(assets.some((f) => f.endsWith(".css"))).toBe(true);
  expect(assets.some((f) => f.endsWith(".js"))).toBe(true);
}, 240_000);
