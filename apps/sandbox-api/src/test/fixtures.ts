import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Fixture {
  dir: string;
  dbPath: string;
  brandsDir: string;
  writeBrand(brand: string, json: unknown): void;
  cleanup(): void;
}

/** A temporary folder with its own database path and brands folder. */
export function createFixture(): Fixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-api-test-"));
  const brandsDir = path.join(dir, "brands");
  fs.mkdirSync(brandsDir);
  return {
    dir,
    dbPath: path.join(dir, "data", "sandbox.sqlite"),
    brandsDir,
    writeBrand(brand, json) {
      fs.mkdirSync(path.join(brandsDir, brand), { recursive: true });
      fs.writeFileSync(path.join(brandsDir, brand, "brand.json"), JSON.stringify(json, null, 2));
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const brandJson = (brand: string, extra: Record<string, unknown> = {}) => ({
  brandName: `${brand} casino`,
  theme: brand,
  navigationSystem: "basic",
  api: { baseUrl: "", systemToken: `${brand}-sandbox` },
  ...extra,
});

/** curacao, noir and sunset, like the real brands folder. */
export function createBrandsFixture(): Fixture {
  const fixture = createFixture();
  for (const brand of ["curacao", "noir", "sunset"]) fixture.writeBrand(brand, brandJson(brand));
  return fixture;
}
