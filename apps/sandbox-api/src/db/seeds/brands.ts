import fs from "node:fs";
import path from "node:path";
import * as v from "valibot";
import type { Seed } from "../seed.ts";

const BrandJson = v.looseObject({
  api: v.optional(v.looseObject({ systemToken: v.optional(v.pipe(v.string(), v.nonEmpty())) })),
});

export interface BrandFile {
  brand: string;
  systemToken: string;
  /** brand.json without its `api` key: what settings2 answers. */
  settings: Record<string, unknown>;
}

/** Reads brands/<brand>/brand.json for every folder that has one, sorted by folder name. */
export function readBrandFiles(brandsDir: string): BrandFile[] {
  if (!fs.existsSync(brandsDir)) return [];
  return fs
    .readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort()
    .flatMap((brand) => {
      const file = path.join(brandsDir, brand, "brand.json");
      if (!fs.existsSync(file)) return [];
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch (error) {
        throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
      }
      // valibot's object schemas accept arrays.
      if (Array.isArray(raw)) throw new Error(`${file} must hold a JSON object`);
      const parsed = v.safeParse(BrandJson, raw);
      if (!parsed.success) {
        throw new Error(`${file}: ${v.summarize(parsed.issues)}`);
      }
      const { api, ...settings } = parsed.output;
      return [{ brand, systemToken: api?.systemToken ?? `${brand}-sandbox`, settings }];
    });
}

export const brandsSeed: Seed = {
  id: "brands",
  run(db, { brandsDir }) {
    const insert = db.prepare(
      "INSERT INTO brand_settings (brand, system_token, settings_json) VALUES (?, ?, ?)",
    );
    const owners = new Map<string, string>();
    for (const { brand, systemToken, settings } of readBrandFiles(brandsDir)) {
      const owner = owners.get(systemToken);
      if (owner) throw new Error(`Brands ${owner} and ${brand} share the system token "${systemToken}"`);
      owners.set(systemToken, brand);
      insert.run(brand, systemToken, JSON.stringify(settings));
    }
  },
};
