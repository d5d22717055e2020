import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prepareDatabase } from "./db/database.ts";
import { listBrands } from "./repos/brands.ts";
import { brandJson, createBrandsFixture, type Fixture } from "./test/fixtures.ts";

// The real entry points, run the way `pnpm sandbox` and `pnpm reset` run them.
const packageDir = new URL("..", import.meta.url);
let fx: Fixture;

beforeEach(() => {
  fx = createBrandsFixture();
});
afterEach(() => fx.cleanup());

const env = () => ({
  ...process.env,
  SANDBOX_DB: fx.dbPath,
  SANDBOX_BRANDS_DIR: fx.brandsDir,
  SANDBOX_PORT: "0",
  SANDBOX_LOG_REQUESTS: "0",
});

describe("src/main.ts", () => {
  it("creates the database, prints its URL, serves, and shuts down on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: packageDir, env: env() });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        output += chunk;
        const match = /^sandbox API listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
        if (match) resolve(match[1]!);
      });
      void exited.then(() => reject(new Error(`exited early:\n${output}`)));
    });

    const res = await fetch(`${url}/api/core/casino/settings2`, { headers: { "x-system-token": "sunset-sandbox" } });
    expect(((await res.json()) as { data: { theme: string } }).data.theme).toBe("sunset");

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM: stopping the sandbox API");
    // A clean close checkpoints the WAL and removes it.
    expect(fs.existsSync(`${fx.dbPath}-wal`)).toBe(false);
  }, 20_000);
});

describe("src/reset.ts", () => {
  it("re-creates and re-seeds the database", () => {
    const { db } = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir });
    db.prepare("DELETE FROM brand_settings").run();
    db.close();
    fx.writeBrand("aurora", brandJson("aurora"));

    const run = spawnSync(process.execPath, ["--import", "tsx", "src/reset.ts"], {
      cwd: packageDir,
      env: env(),
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("brands: aurora, curacao, noir, sunset");

    const reopened = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir });
    expect(listBrands(reopened.db).map((b) => b.brand)).toEqual(["aurora", "curacao", "noir", "sunset"]);
    reopened.db.close();
  }, 20_000);
});
