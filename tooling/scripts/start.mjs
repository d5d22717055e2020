#!/usr/bin/env node
// `npm start`: pnpm, install, build the chosen brand, start the sandbox API and serve the brand. Prints the URL.
import { brandArg, install, pnpm, startPnpm, onExitKill } from "./lib.mjs";
import { waitForUrl } from "./wait.mjs";

const brand = brandArg();
const sandboxPort = process.env.SANDBOX_PORT ?? "4000";
const playerPort = process.env.PLAYER_PORT ?? "4173";
try {
  install();
  pnpm(["exec", "turbo", "run", "build", `--filter=@brand/${brand}`]);
} catch (e) {
  process.exit(e.exitCode ?? 1);
}
const sandbox = startPnpm(["--filter", "@casino/sandbox-api", "start"], { env: { SANDBOX_PORT: sandboxPort } });
const preview = startPnpm(["preview", "--brand", brand], {
  env: { PLAYER_PORT: playerPort, SANDBOX_URL: `http://127.0.0.1:${sandboxPort}` },
});
onExitKill([sandbox, preview]);
await waitForUrl(`http://127.0.0.1:${sandboxPort}/api/health`);
await waitForUrl(`http://localhost:${playerPort}/`);
console.log(`\n  ${brand} is running at http://localhost:${playerPort}/  (sandbox API on :${sandboxPort}; Ctrl+C stops both)\n`);
