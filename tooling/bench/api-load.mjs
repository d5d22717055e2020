// Load on the sandbox API over loopback: the lobby's games list and login under 50 concurrent clients.
// Starts its own sandbox on a temporary database so figures do not depend on a running instance.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "./latency.mjs";

const PORT = 4180; // not 4190: fetch refuses that "bad port" (sieve)
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function startSandbox(root) {
  const dir = mkdtempSync(join(tmpdir(), "api-load-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps", "sandbox-api"),
    env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_DB: join(dir, "db.sqlite"), SANDBOX_LOG_REQUESTS: "0", SANDBOX_UPLOADS: join(dir, "uploads") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening on") && resolve());
    child.on("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { stop: () => (child.kill("SIGTERM"), rmSync(dir, { recursive: true, force: true })) };
}

export async function run({ root, budgets, log }) {
  const sandbox = await startSandbox(root);
  const base = `http://127.0.0.1:${PORT}`;
  const scenarios = {
    "games list (slots, popular, 48)": () => fetch(`${base}/api/admin/get-games?category=slots&sort=popular&limit=48`),
    login: () =>
      fetch(`${base}/api/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "depositor@demo.casino", password: "Demo1234!" }),
      }),
  };
  const results = {};
  const failures = [];
  try {
    for (const [name, request] of Object.entries(scenarios)) {
      const r = await load({ connections: CONNECTIONS, seconds: SECONDS, request });
      results[name] = r;
      log(`  ${name.padEnd(34)} ${CONNECTIONS} clients ${SECONDS}s  ${r.requests} ok  ${r.errors} errors  ${r.rps} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms`);
      const budget = budgets.apiP95Ms?.[name];
      if (r.errors > 0) failures.push(`${name}: ${r.errors} failed requests`);
      if (budget && r.p95 > budget) failures.push(`${name}: p95 ${r.p95} ms over the ${budget} ms budget`);
    }
  } finally {
    sandbox.stop();
  }
  return { results: { connections: CONNECTIONS, seconds: SECONDS, scenarios: results }, failures };
}
