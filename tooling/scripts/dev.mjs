#!/usr/bin/env node
// `pnpm dev [--brand <name>]`: the sandbox API plus the player app with HMR for one brand.
import { join } from "node:path";
import { brandArg, onExitKill, root, startPnpm } from "./lib.mjs";

const brand = brandArg();
const sandbox = startPnpm(["--filter", "@casino/sandbox-api", "start"]);
const player = startPnpm(["--filter", "@casino/player", "exec", "vite"], {
  env: { BRAND_DIR: join(root, "brands", brand) },
});
onExitKill([sandbox, player]);
