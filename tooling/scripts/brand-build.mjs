#!/usr/bin/env node
// `build` of every brand folder: builds apps/player for the brand in the current folder into ./dist.
import { join, resolve } from "node:path";
import { build } from "vite";
import { root } from "./lib.mjs";

const brandDir = resolve(process.argv[2] ?? process.cwd());
process.env.BRAND_DIR = brandDir;
await build({ configFile: join(root, "apps", "player", "vite.config.ts"), mode: "production", logLevel: "warn" });
console.log(`built ${process.env.BRAND_OUT_ROOT ? join(resolve(process.env.BRAND_OUT_ROOT), brandDir.split(/[\\/]/).pop()) : join(brandDir, "dist")}`);
