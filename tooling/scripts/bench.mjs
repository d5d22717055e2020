#!/usr/bin/env node
// `pnpm bench` runs every bench in tooling/bench/index.mjs; `pnpm bench bundle` runs the named ones.
// Options: --root <dir> (default the repo root). Results land in <root>/bench-results/<bench>.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { benches } from "../bench/index.mjs";

const here = dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  let root = resolve(here, "..", "..");
  const names = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--root") root = resolve(argv[++i] ?? ".");
    else if (a.startsWith("--root=")) root = resolve(a.slice("--root=".length));
    else if (a !== "--") names.push(a);
  }
  return { root, names };
}

async function main() {
  const { root, names } = parseArgs(process.argv.slice(2));
  const unknown = names.filter((n) => !(n in benches));
  if (unknown.length > 0) {
    console.error(`unknown bench: ${unknown.join(", ")}. Benches: ${Object.keys(benches).join(", ")}`);
    return 2;
  }
  const budgets = JSON.parse(readFileSync(join(here, "..", "bench", "budgets.json"), "utf8"));
  const outDir = join(root, "bench-results");
  let failed = 0;
  for (const name of names.length > 0 ? names : Object.keys(benches)) {
    console.log(`bench ${name}: ${benches[name].description}`);
    const bench = await benches[name].load();
    const { results, failures } = await bench.run({ root, budgets, log: (line) => console.log(line) });
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify({ bench: name, date: new Date().toISOString(), ...results, failures }, null, 2)}\n`);
    for (const f of failures) console.error(`bench ${name} failed: ${f}`);
    console.log(`bench ${name}: ${failures.length === 0 ? "ok" : `${failures.length} failure(s)`}, results in ${join(outDir, `${name}.json`)}\n`);
    if (failures.length > 0) failed++;
  }
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
