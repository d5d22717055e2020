import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_GEO, type GeoConfig, type KycConfig } from "./context.ts";
import { GAME_COUNT } from "./db/seeds/catalog-game-generator.ts";

export interface SandboxConfig {
  host: string;
  port: number;
  dbPath: string;
  brandsDir: string;
  logRequests: boolean;
  geo: GeoConfig;
  kyc: KycConfig;
  /** Games a new database is seeded with: 5,000 unless SANDBOX_GAME_COUNT says otherwise (the lobby bench uses 200). */
  gameCount: number;
  /** SANDBOX_WEB_VITALS_SAMPLE_RATE: settings2's webVitalsSampleRate for every brand (the e2e run sets 1). */
  webVitalsSampleRate?: number | undefined;
}

type Env = Record<string, string | undefined>;

/** apps/sandbox-api, whatever the working directory. */
export const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = path.resolve(packageDir, "../..");

export const defaultDbPath = path.join(packageDir, "data", "sandbox.sqlite");
export const defaultBrandsDir = path.join(repoDir, "brands");
export const defaultKycConfig: KycConfig = { uploadsDir: path.join(packageDir, "data", "uploads"), reviewSeconds: 30 };

/** A whole number of seconds, 0 or more (0: documents are approved on the next read). */
function parseSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`${name} must be a whole number of seconds, got "${raw}"`);
  return seconds;
}

function parseGameCount(raw: string | undefined): number {
  if (raw === undefined || raw === "") return GAME_COUNT;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 50_000) throw new Error(`SANDBOX_GAME_COUNT must be a whole number from 1 to 50000, got "${raw}"`);
  return count;
}

function parseRate(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const rate = Number(raw);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`${name} must be a number from 0 to 1, got "${raw}"`);
  return rate;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** "nl, es" -> ["NL", "ES"]; each must be a two-letter code. */
function parseCountries(name: string, raw: string | undefined, fallback: readonly string[]): readonly string[] {
  if (raw === undefined) return fallback;
  const codes = raw.split(",").map((code) => code.trim().toUpperCase()).filter(Boolean);
  const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code));
  if (bad !== undefined) throw new Error(`${name} must list two-letter country codes, got "${bad}"`);
  return codes;
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
    geo: {
      defaultCountry:
        parseCountries("SANDBOX_DEFAULT_COUNTRY", env["SANDBOX_DEFAULT_COUNTRY"], [DEFAULT_GEO.defaultCountry])[0] ??
        DEFAULT_GEO.defaultCountry,
      gameRestrictedCountries: parseCountries(
        "SANDBOX_GAME_RESTRICTED_COUNTRIES",
        env["SANDBOX_GAME_RESTRICTED_COUNTRIES"],
        DEFAULT_GEO.gameRestrictedCountries,
      ),
    },
    kyc: {
      uploadsDir: env["SANDBOX_UPLOADS"] ? path.resolve(env["SANDBOX_UPLOADS"]) : defaultKycConfig.uploadsDir,
      reviewSeconds: parseSeconds("SANDBOX_KYC_REVIEW_SECONDS", env["SANDBOX_KYC_REVIEW_SECONDS"], defaultKycConfig.reviewSeconds),
    },
    gameCount: parseGameCount(env["SANDBOX_GAME_COUNT"]),
    webVitalsSampleRate: parseRate("SANDBOX_WEB_VITALS_SAMPLE_RATE", env["SANDBOX_WEB_VITALS_SAMPLE_RATE"]),
  };
}
