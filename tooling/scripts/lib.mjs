// Shared helpers for the root scripts: they run on a machine that has only Node.js and npm.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PNPM_VERSION = "10.34.9";
const localPnpm = join(root, ".cache", "pnpm", "node_modules", "pnpm", "bin", "pnpm.cjs");

// turbo looks up the package manager on the PATH, so the project's own pnpm goes there too.
export const env = {
  ...process.env,
  PATH: `${join(root, ".cache", "pnpm", "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`,
  TURBO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
};

function pnpmWorks(cmd, args) {
  const r = spawnSync(cmd, [...args, "--version"], { encoding: "utf8" });
  return r.status === 0 && r.stdout.trim() === PNPM_VERSION;
}

/** Returns [command, ...prefixArgs] to run the pinned pnpm, installing it into .cache/pnpm if needed. */
export function ensurePnpm() {
  if (pnpmWorks("pnpm", [])) return ["pnpm"];
  if (!existsSync(localPnpm)) {
    console.log(`> installing pnpm@${PNPM_VERSION} into .cache/pnpm`);
    const r = spawnSync("npm", ["install", "--no-save", "--prefix", join(root, ".cache", "pnpm"), `pnpm@${PNPM_VERSION}`], { stdio: "inherit", env });
    if (r.status !== 0) throw new Error("could not install pnpm");
  }
  return [process.execPath, localPnpm];
}

export function run(cmd, args, opts = {}) {
  console.log(`> ${[cmd, ...args].join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env, ...opts });
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(" ")} exited with ${r.status}`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

export function pnpm(args, opts) {
  const [cmd, ...pre] = ensurePnpm();
  run(cmd, [...pre, ...args], opts);
}

export function startPnpm(args, opts = {}) {
  const [cmd, ...pre] = ensurePnpm();
  // Its own process group, so stopping it stops what pnpm started below it too.
  return spawn(cmd, [...pre, ...args], { stdio: "inherit", cwd: root, env: { ...env, ...opts.env }, detached: true });
}

export function install() {
  pnpm(["install", "--frozen-lockfile=" + (existsSync(join(root, "pnpm-lock.yaml")) ? "true" : "false")]);
}

export function brands() {
  return readdirSync(join(root, "brands"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith(".") && existsSync(join(root, "brands", d.name, "brand.json")))
    .map((d) => d.name);
}

/** --brand <name>, --brand=<name> or BRAND=<name>; defaults to curacao. */
export function brandArg(argv = process.argv.slice(2)) {
  const i = argv.findIndex((a) => a === "--brand" || a.startsWith("--brand="));
  const fromArg = i < 0 ? undefined : argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  const brand = fromArg ?? process.env.BRAND ?? "curacao";
  if (!brands().includes(brand)) {
    console.error(`Unknown brand "${brand}". Brands: ${brands().join(", ")}`);
    process.exit(2);
  }
  return brand;
}

/** Stops every child's process group when this process is told to stop or when any child ends. */
export function onExitKill(children) {
  const stop = (code = 0) => {
    for (const c of children) {
      try {
        process.kill(-c.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    process.exit(code);
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  for (const c of children) c.on("exit", (code) => stop(code ?? 1));
}
