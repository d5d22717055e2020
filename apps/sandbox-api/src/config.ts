import path from "node:path";
import { fileURLToPath } from "node:url";

export interface SandboxConfig {
  host: string;
  port: number;
  dbPath: string;
  brandsDir: string;
  logRequests: boolean;
}

type Env = Record<string, string | undefined>;

/** apps/sandbox-api, whatever the working directory. */
export const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = path.resolve(packageDir, "../..");

export const defaultDbPath = path.join(packageDir, "data", "sandbox.sqlite");
export const defaultBrandsDir = path.join(repoDir, "brands");

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseFlag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  return !["0", "false", "no", "off"].includes(raw.toLowerCase());
}

export function readConfig(env: Env = process.env): SandboxConfig {
  return {
    host: env["SANDBOX_HOST"] || "127.0.0.1",
    port: parsePort(env["SANDBOX_PORT"]),
    dbPath: env["SANDBOX_DB"] ? path.resolve(env["SANDBOX_DB"]) : defaultDbPath,
    brandsDir: env["SANDBOX_BRANDS_DIR"] ? path.resolve(env["SANDBOX_BRANDS_DIR"]) : defaultBrandsDir,
    logRequests: parseFlag(env["SANDBOX_LOG_REQUESTS"], true),
  };
}
