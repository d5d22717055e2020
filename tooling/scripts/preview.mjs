#!/usr/bin/env node
// `pnpm preview --brand <name>`: serves brands/<name>/dist as a CDN would, proxying /api and /socket.io to the sandbox.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { preview } from "vite";
import { brandArg, root } from "./lib.mjs";

const brand = brandArg();
const brandDir = join(root, "brands", brand);
const distDir = process.env.BRAND_OUT_ROOT ? join(process.env.BRAND_OUT_ROOT, brand) : join(brandDir, "dist");
if (!existsSync(join(distDir, "index.html"))) {
  console.error(`${distDir} is missing: run \`pnpm build\` (or \`npm start -- --brand ${brand}\`) first.`);
  process.exit(1);
}
process.env.BRAND_DIR = brandDir;
const server = await preview({ configFile: join(root, "apps", "player", "vite.config.ts"), logLevel: "warn" });
console.log(`${brand} preview on ${server.resolvedUrls?.local[0] ?? ""}`);
