import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFixture, type Fixture } from "../../test/fixtures.ts";
import { readBrandFiles } from "./brands.ts";

let fx: Fixture;
beforeEach(() => {
  fx = createFixture();
});
afterEach(() => fx.cleanup());

describe("readBrandFiles", () => {
  it("reads each brand folder's brand.json, sorted, without its api key", () => {
    fx.writeBrand("noir", { brandName: "Noir", api: { baseUrl: "", systemToken: "noir-sandbox" } });
    fx.writeBrand("curacao", { brandName: "Curaçao", theme: "curacao", api: { systemToken: "cur-token" } });
    expect(readBrandFiles(fx.brandsDir)).toEqual([
      { brand: "curacao", systemToken: "cur-token", settings: { brandName: "Curaçao", theme: "curacao" } },
      { brand: "noir", systemToken: "noir-sandbox", settings: { brandName: "Noir" } },
    ]);
  });

  it("defaults the system token to <brand>-sandbox", () => {
    fx.writeBrand("sunset", { brandName: "Sunset" });
    expect(readBrandFiles(fx.brandsDir)[0]?.systemToken).toBe("sunset-sandbox");
  });

  it("skips folders without brand.json and a missing brands folder", () => {
    fs.mkdirSync(path.join(fx.brandsDir, "node_modules"));
    fs.writeFileSync(path.join(fx.brandsDir, "README.md"), "not a brand");
    expect(readBrandFiles(fx.brandsDir)).toEqual([]);
    expect(readBrandFiles(path.join(fx.dir, "missing"))).toEqual([]);
  });

  it("names the file when brand.json is broken", () => {
    fs.mkdirSync(path.join(fx.brandsDir, "broken"));
    fs.writeFileSync(path.join(fx.brandsDir, "broken", "brand.json"), "{ nope");
    expect(() => readBrandFiles(fx.brandsDir)).toThrow(/broken[/\\]brand\.json is not valid JSON/);
  });

  it("rejects a brand.json that is not an object", () => {
    fx.writeBrand("list", []);
    expect(() => readBrandFiles(fx.brandsDir)).toThrow(/list[/\\]brand\.json must hold a JSON object/);
  });

  it("rejects a brand.json with a bad system token", () => {
    fx.writeBrand("bad", { api: { systemToken: 42 } });
    expect(() => readBrandFiles(fx.brandsDir)).toThrow(/bad[/\\]brand\.json/);
  });
});
