import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultBrandsDir, defaultDbPath, defaultKycConfig, readConfig } from "./config.ts";
import { DEFAULT_GEO } from "./context.ts";

describe("readConfig", () => {
  it("defaults to 127.0.0.1:4000, data/sandbox.sqlite and the repository's brands", () => {
    expect(readConfig({})).toEqual({
      host: "127.0.0.1",
      port: 4000,
      dbPath: defaultDbPath,
      brandsDir: defaultBrandsDir,
      logRequests: true,
      geo: DEFAULT_GEO,
      kyc: defaultKycConfig,
      gameCount: 5000,
    });
    expect(path.relative(path.resolve(import.meta.dirname, "../../.."), defaultDbPath)).toBe(
      path.join("apps", "sandbox-api", "data", "sandbox.sqlite"),
    );
    expect(path.basename(defaultBrandsDir)).toBe("brands");
  });

  it("reads the environment", () => {
    expect(
      readConfig({
        SANDBOX_HOST: "0.0.0.0",
        SANDBOX_PORT: "0",
        SANDBOX_DB: "/tmp/x.sqlite",
        SANDBOX_BRANDS_DIR: "/tmp/brands",
        SANDBOX_LOG_REQUESTS: "false",
      }),
    ).toEqual({
      host: "0.0.0.0",
      port: 0,
      dbPath: "/tmp/x.sqlite",
      brandsDir: "/tmp/brands",
      logRequests: false,
      geo: DEFAULT_GEO,
      kyc: defaultKycConfig,
      gameCount: 5000,
    });
  });

  it.each([
    [{ SANDBOX_DEFAULT_COUNTRY: "mt" }, { defaultCountry: "MT", gameRestrictedCountries: DEFAULT_GEO.gameRestrictedCountries }],
    [{ SANDBOX_GAME_RESTRICTED_COUNTRIES: "nl, es" }, { defaultCountry: DEFAULT_GEO.defaultCountry, gameRestrictedCountries: ["NL", "ES"] }],
    [{ SANDBOX_GAME_RESTRICTED_COUNTRIES: "" }, { defaultCountry: DEFAULT_GEO.defaultCountry, gameRestrictedCountries: [] }],
  ])("reads the sandbox geolocation from %o", (env, geo) => {
    expect(readConfig(env).geo).toEqual(geo);
  });

  it.each([["SANDBOX_DEFAULT_COUNTRY", "Germany"], ["SANDBOX_GAME_RESTRICTED_COUNTRIES", "NL,E1"]])("rejects %s=%s", (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("keeps uploads in data/uploads and reviews KYC documents in 30 s unless told otherwise", () => {
    expect(path.relative(path.resolve(import.meta.dirname, "../../.."), defaultKycConfig.uploadsDir)).toBe(
      path.join("apps", "sandbox-api", "data", "uploads"),
    );
    expect(readConfig({ SANDBOX_UPLOADS: "/tmp/up", SANDBOX_KYC_REVIEW_SECONDS: "0" }).kyc).toEqual({ uploadsDir: "/tmp/up", reviewSeconds: 0 });
    expect(defaultKycConfig.reviewSeconds).toBe(30);
  });

  it.each(["-1", "1.5", "soon"])("rejects SANDBOX_KYC_REVIEW_SECONDS=%s", (seconds) => {
    expect(() => readConfig({ SANDBOX_KYC_REVIEW_SECONDS: seconds })).toThrow(/SANDBOX_KYC_REVIEW_SECONDS/);
  });

  it("seeds SANDBOX_GAME_COUNT games, 5,000 when unset or empty", () => {
    expect(readConfig({ SANDBOX_GAME_COUNT: "200" }).gameCount).toBe(200);
    expect(readConfig({ SANDBOX_GAME_COUNT: "" }).gameCount).toBe(5000);
  });

  it.each(["0", "-5", "2.5", "many", "50001"])("rejects SANDBOX_GAME_COUNT=%s", (count) => {
    expect(() => readConfig({ SANDBOX_GAME_COUNT: count })).toThrow(/SANDBOX_GAME_COUNT/);
  });

  it("reads SANDBOX_WEB_VITALS_SAMPLE_RATE, none when unset or empty", () => {
    expect(readConfig({ SANDBOX_WEB_VITALS_SAMPLE_RATE: "1" }).webVitalsSampleRate).toBe(1);
    expect(readConfig({ SANDBOX_WEB_VITALS_SAMPLE_RATE: "0.25" }).webVitalsSampleRate).toBe(0.25);
    expect(readConfig({ SANDBOX_WEB_VITALS_SAMPLE_RATE: "" }).webVitalsSampleRate).toBeUndefined();
    expect(readConfig({}).webVitalsSampleRate).toBeUndefined();
  });

  it.each(["-0.1", "1.5", "all"])("rejects SANDBOX_WEB_VITALS_SAMPLE_RATE=%s", (rate) => {
    expect(() => readConfig({ SANDBOX_WEB_VITALS_SAMPLE_RATE: rate })).toThrow(/SANDBOX_WEB_VITALS_SAMPLE_RATE/);
  });

  it.each(["abc", "-1", "70000", "4000.5"])("rejects SANDBOX_PORT=%s", (port) => {
    expect(() => readConfig({ SANDBOX_PORT: port })).toThrow(/SANDBOX_PORT/);
  });
});
