import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { removeTree, writeTree, type Tree } from "./temp-tree.ts";

const script = fileURLToPath(new URL("../scripts/bench.mjs", import.meta.url));
let roots: string[] = [];
afterEach(() => {
  roots.forEach(removeTree);
  roots = [];
});

function brandBuild(brand: string, entryBytes: string) {
  return {
    [`brands/${brand}/brand.json`]: {},
    [`brands/${brand}/dist/index.html`]: "<!doctype html>",
    [`brands/${brand}/dist/.vite/manifest.json`]: {
      "index.html": { file: "assets/index.js", src: "index.html", isEntry: true, css: ["assets/index.css"], dynamicImports: ["../../packages/casino/src/Lobby.tsx"] },
      "../../packages/casino/src/Lobby.tsx": { file: "assets/Lobby.js", src: "../../packages/casino/src/Lobby.tsx", isDynamicEntry: true },
    },
    [`brands/${brand}/dist/assets/index.js`]: entryBytes,
    [`brands/${brand}/dist/assets/index.css`]: "body{margin:0}",
    [`brands/${brand}/dist/assets/Lobby.js`]: "export default function Lobby(){}",
  };
}

function runBench(tree: Tree, ...args: string[]) {
  const root = writeTree(tree, "bench-");
  roots.push(root);
  const r = spawnSync(process.execPath, [script, "--root", root, ...args], { encoding: "utf8" });
  const out = join(root, "bench-results", "bundle.json");
  return { ...r, json: existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : undefined };
}

describe("pnpm bench", () => {
  it("prints a table per built brand and writes bench-results/bundle.json", () => {
    const r = runBench({ ...brandBuild("noir", "console.log('noir')"), ...brandBuild("sunset", "console.log('sunset')"), "brands/curacao/brand.json": {} }, "bundle");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^noir {2}\(entry index\.html; built \d{4}-\d\d-\d\d \d\d:\d\d UTC in \S+brands\/noir\/dist\)$/m);
    expect(r.stdout).toMatch(/^ {2}lazy packages\/casino\/src\/Lobby\.tsx +\d+ +[\d.]+ KB +150\.0 KB +\d+%$/m);
    expect(r.stdout).toMatch(/^ {2}initial CSS \(1 file\) +\d+ +[\d.]+ KB +30\.0 KB +\d+%$/m);
    expect(r.stdout).toContain("sunset  (entry index.html; built ");
    expect(Date.now() - Date.parse(r.json.brands.noir.builtAt)).toBeLessThan(10 * 60_000);
    expect(r.stdout).not.toContain("curacao");
    expect(Object.keys(r.json.brands)).toEqual(["noir", "sunset"]);
    expect(r.json.brands.noir.lazy[0].name).toBe("packages/casino/src/Lobby.tsx");
    expect(r.json.failures).toEqual([]);
  });

  it.each<[string, Tree, string]>([
    ["no brand has been built", { "brands/noir/brand.json": {} }, "bench bundle failed: no brand has been built"],
    [
      "the initial JS is over budget",
      brandBuild("noir", randomBytes(160 * 1024).toString("latin1")),
      "bench bundle failed: noir: initial JS is",
    ],
  ])("exits non-zero when %s", (_what, tree, message) => {
    const r = runBench(tree);
    expect(r.stderr).toContain(message);
    expect(r.status).toBe(1);
    expect(r.json.failures.length).toBe(1);
  });

  it("refuses an unknown bench", () => {
    const r = runBench({}, "lighthouse-typo");
    expect(r.stderr).toContain("unknown bench: lighthouse-typo. Benches: bundle");
    expect(r.status).toBe(2);
  });
});
