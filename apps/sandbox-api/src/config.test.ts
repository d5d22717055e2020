import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultBrandsDir, defaultDbPath, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("defaults to 127.0.0.1:4000, data/sandbox.sqlite and the repository's brands", () => {
    expect(readConfig({})).toEqual({
      host: "127.0.0.1",
      port: 4000,
      dbPath: defaultDbPath,
      brandsDir: defaultBrandsDir,
      logRequests: true,
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
    ).toEqual({ host: "0.0.0.0", port: 0, dbPath: "/tmp/x.sqlite", brandsDir: "/tmp/brands", logRequests: false });
  });

  it.each(["abc", "-1", "70000", "4000.5"])("rejects SANDBOX_PORT=%s", (port) => {
    expect(() => readConfig({ SANDBOX_PORT: port })).toThrow(/SANDBOX_PORT/);
  });
});
