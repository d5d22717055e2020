// The site the browser benches (lobby, lighthouse) measure: every chosen brand built into a private folder, the
// sandbox API on a fresh database and one `vite preview` per brand, on ports of their own, like
// tooling/scripts/e2e-isolated.sh, so a bench never touches brands/*/dist or the ports of someone's dev server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pagePathIn } from "./page-paths.mjs";

/** BENCH_DIST: where the brands are built (default /tmp/casino-bench-dist); BENCH_SKIP_BUILD=1 reuses that build. */
export const benchDist = () => process.env.BENCH_DIST ?? "/tmp/casino-bench-dist";
/** The e2e slot 5 ports (offset 50): sandbox 4150, brands 4351, 4352... BENCH_PORT_OFFSET moves them. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 50);
export const SANDBOX_PORT = 4100 + PORT_OFFSET;
const FIRST_BRAND_PORT = 4301 + PORT_OFFSET;

/** Chromium as DESIGN.md §2 says: without the background-networking flags it floods the closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // With BENCH_HTTP2=1 the previews serve HTTPS with a self-signed certificate for localhost.
  "--ignore-certificate-errors",
];

export function allBrands(root) {
  return readdirSync(join(root, "brands"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith(".") && existsSync(join(root, "brands", d.name, "brand.json")))
    .map((d) => d.name)
    .sort();
}

/** BENCH_BRANDS: "all", or a comma list; `fallback` (the default brand, or every brand) when unset. */
export function chosenBrands(root, fallback) {
  const all = allBrands(root);
  const raw = process.env.BENCH_BRANDS?.trim();
  if (!raw) return fallback === "all" ? all : [fallback];
  if (raw === "all") return all;
  const named = raw.split(",").map((b) => b.trim()).filter(Boolean);
  const unknown = named.filter((b) => !all.includes(b));
  if (unknown.length > 0) throw new Error(`BENCH_BRANDS names unknown brands: ${unknown.join(", ")} (brands: ${all.join(", ")})`);
  return named;
}

/** A page key's path in a brand (home, casino, game, promotions): its pageUrlSetup entry, else the default path. */
export function pagePath(root, brand, key) {
  return pagePathIn(JSON.parse(readFileSync(join(root, "brands", brand, "brand.json"), "utf8")), key);
}

/**
 * The lobby's path in a brand: BENCH_LOBBY_PATH, else the brand's pageUrlSetup entry for the `casino` key (noir moves
 * it to /games, where /casino is its 404 page), else /casino.
 */
export function lobbyPath(root, brand) {
  return process.env.BENCH_LOBBY_PATH || pagePath(root, brand, "casino");
}

export const brandPort = (root, brand) => FIRST_BRAND_PORT + allBrands(root).indexOf(brand);

export function buildBrands(root, brands, log) {
  const out = benchDist();
  const missing = brands.filter((b) => !existsSync(join(out, b, ".vite", "manifest.json")));
  if (process.env.BENCH_SKIP_BUILD === "1" && missing.length === 0) {
    log(`  reusing the build in ${out} (BENCH_SKIP_BUILD=1)`);
    return out;
  }
  for (const brand of brands) {
    const started = Date.now();
    const r = spawnSync(process.execPath, [join(root, "tooling", "scripts", "brand-build.mjs")], {
      cwd: join(root, "brands", brand),
      env: { ...process.env, BRAND_OUT_ROOT: out },
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`building ${brand} failed:\n${r.stdout}${r.stderr}`);
    log(`  built ${brand} into ${join(out, brand)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return out;
}

const children = new Set();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

/** Spawns a server and resolves once a line of its output matches `ready`; stop() ends it and waits. */
function startServer(label, args, { cwd, env, ready, timeoutMs = 90_000 }) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let output = "";
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    }).finally(() => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ stop, output: () => output });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code}:\n${output}`));
    });
  });
}

/** The sandbox on a new database with `gameCount` games (SANDBOX_GAME_COUNT). */
export async function startSandbox(root, gameCount) {
  const dir = mkdtempSync(join(tmpdir(), "casino-bench-"));
  const server = await startServer(`the sandbox (${gameCount} games)`, ["--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps", "sandbox-api"),
    env: {
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: join(dir, "db.sqlite"),
      SANDBOX_UPLOADS: join(dir, "uploads"),
      SANDBOX_LOG_REQUESTS: "0",
      SANDBOX_GAME_COUNT: String(gameCount),
    },
    ready: /listening on/,
  });
  return {
    url: `http://127.0.0.1:${SANDBOX_PORT}`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_HTTP2=1: the previews serve HTTPS with HTTP/2 (tooling/bench/localhost-tls), as the CDN of the README's deploy
 * recipe does; by default HTTP/1.1, the condition the budgets were set in.
 */
const http2 = () => process.env.BENCH_HTTP2 === "1";

/** `vite preview` of one brand's bench build (with the build's Brotli files), proxying /api to the bench sandbox. */
export async function startPreview(root, brand) {
  const port = brandPort(root, brand);
  const server = await startServer(`the ${brand} preview`, [join(root, "tooling", "scripts", "preview.mjs"), "--brand", brand], {
    cwd: root,
    env: { PLAYER_PORT: String(port), SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`, BRAND_OUT_ROOT: benchDist(), PREVIEW_HTTP2: http2() ? "1" : "0" },
    ready: /preview on/,
  });
  return { brand, url: `${http2() ? "https" : "http"}://localhost:${port}`, stop: server.stop };
}

/** Builds (unless reused), starts the sandbox with `gameCount` games and a preview per brand. */
export async function startStack(root, brands, log, gameCount = 5000) {
  buildBrands(root, brands, log);
  const sandbox = await startSandbox(root, gameCount);
  const previews = [];
  try {
    for (const brand of brands) previews.push(await startPreview(root, brand));
  } catch (e) {
    await Promise.all([sandbox.stop(), ...previews.map((p) => p.stop())]);
    throw e;
  }
  const stack = {
    sandbox,
    previews,
    urlOf: (brand) => previews.find((p) => p.brand === brand).url,
    /** A new database with another catalogue size; the previews keep proxying to the same port. */
    async reseed(count) {
      await stack.sandbox.stop();
      stack.sandbox = await startSandbox(root, count);
    },
    stop: () => Promise.all([stack.sandbox.stop(), ...previews.map((p) => p.stop())]),
  };
  return stack;
}
