#!/usr/bin/env node
// Prints the lighthouse bench's results as a markdown table for the README (brand × route: score, FCP, LCP, TBT,
// CLS, the medians of the runs): `node tooling/bench/lighthouse-table.mjs [bench-results/lighthouse.json]`.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { lighthouseMarkdown } from "./lighthouse-figures.mjs";

const file = process.argv[2] ? resolve(process.argv[2]) : join(dirname(fileURLToPath(import.meta.url)), "..", "..", "bench-results", "lighthouse.json");
try {
  console.log(lighthouseMarkdown(JSON.parse(readFileSync(file, "utf8"))));
} catch (e) {
  console.error(`cannot make the table from ${file}: ${e.message}`);
  process.exit(1);
}
