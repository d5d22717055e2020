import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * brand.json keys left out of the settings baked into the first download: the page that shows them reads them from
 * settings2, which carries the brand's settings at run time (the sandbox answers brand.json; a production API answers
 * the operator's). `responsibleGaming` (help organisations with their texts, ~0.3 KB gzip) is read by /responsibility
 * alone, `support` (the support channels) by /contacts alone, `homeSections` and `homeGameCategories` by the home
 * page alone (the lobby route's first download is at its budget), `webVitalsSampleRate` by the vitals reporter, which
 * loads after the page has settled.
 */
export const REMOTE_ONLY_BRAND_KEYS = ["responsibleGaming", "support", "homeSections", "homeGameCategories", "webVitalsSampleRate"] as const;

const ID = "@brand/config";
const RESOLVED = "\0brand-config";

/** The baked settings: brand.json without the remote-only keys. */
export function bakedBrandSettings(brand: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const baked: Record<string, unknown> = { ...brand };
  for (const key of REMOTE_ONLY_BRAND_KEYS) delete baked[key];
  return baked;
}

/** `import brandSettings from "@brand/config"`: the brand's brand.json as baked settings (bakedBrandSettings). */
export function brandConfig(brandDir: string): Plugin {
  const file = join(brandDir, "brand.json");
  return {
    name: "casino-brand-config",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      const brand = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      return `export default ${JSON.stringify(bakedBrandSettings(brand))};`;
    },
  };
}
