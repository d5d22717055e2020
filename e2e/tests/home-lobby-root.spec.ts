// Brand-neutral: runs in curacao only, because it builds its own test copy of curacao (the lobby moved to / by pageUrlSetup) and serves it beside the suite's brands.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { brandOf } from "./brand.ts";

const root = join(import.meta.dirname, "..", "..");
// A port no brand of this run's slot uses (the suite's brands take 4301-4303 plus the offset).
const PORT = 4309 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const BASE = `http://localhost:${PORT}`;
const LOBBY_AT_ROOT = JSON.stringify([{ key: "casino", href: "/", shallow: false }]);

let outRoot = "";
let preview: ChildProcess | undefined;

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}:\n${stderr.slice(-2000)}`))));
  });
}

async function waitFor(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The test copy: curacao built again with a build-time setting override (spec §3), the way a brand team would move
// its lobby in brand.json; its own output folder, so the suite's curacao build is untouched.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  outRoot = mkdtempSync(join(tmpdir(), "casino-lobby-at-root-"));
  const env = { BRAND_OUT_ROOT: outRoot, VITE_SETTING_pageUrlSetup: LOBBY_AT_ROOT };
  await run(["tooling/scripts/brand-build.mjs", join(root, "brands", "curacao")], env);
  preview = spawn(process.execPath, ["tooling/scripts/preview.mjs", "--brand", "curacao"], {
    cwd: root,
    env: { ...process.env, BRAND_OUT_ROOT: outRoot, PLAYER_PORT: String(PORT), SANDBOX_URL: brandOf(testInfo).sandboxUrl },
    stdio: "ignore",
  });
  await waitFor(`${BASE}/`, Date.now() + 60_000);
});

test.afterAll(() => {
  preview?.kill();
  if (outRoot) rmSync(outRoot, { recursive: true, force: true });
});

test("a brand with the lobby at / (pageUrlSetup) serves the lobby there, and its links lead back to it", async ({ page }, testInfo) => {
  const { brandName } = brandOf(testInfo).settings;
  await page.goto(`${BASE}/`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Casino" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "All games" })).toBeVisible();
  // The home page is not there: its hero's call to the casino would be.
  await expect(main.getByRole("link", { name: "Explore the casino" })).toHaveCount(0);
  const banner = page.getByRole("banner");
  const logo = banner.getByRole("link", { name: brandName });
  await expect(logo).toHaveAttribute("href", "/");

  // A game from the lobby's first row, then the logo home: the lobby again, at /.
  const tile = main.getByRole("region", { name: "Popular", exact: true }).getByRole("group", { name: "1 of 12", exact: true }).getByRole("link");
  await tile.click();
  await expect(page).toHaveURL(/\/casino\/games\/.+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await logo.click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(main.getByRole("heading", { level: 1, name: "Casino" })).toBeVisible();
});
