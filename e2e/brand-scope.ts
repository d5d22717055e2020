import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Which brands a spec runs in. Each spec says so in its first comment line:
 *   // Brand-sensitive: runs in every brand, because <what differs per brand>
 *   // Brand-neutral: runs in curacao only, because <why no brand setting matters>
 * A brand-neutral journey runs once, in the default brand's project; a brand-sensitive spec runs in every brand's
 * project, except its tests tagged ONE_BRAND_TAG (the neutral journeys of a mixed spec), which run in the default
 * brand only. A spec without the line fails the config, so a new spec cannot forget to choose.
 */
export const DEFAULT_BRAND = "curacao";
export const ONE_BRAND_TAG = "@one-brand";

export type SpecScope = "sensitive" | "neutral";

const DECLARATION = /^\/\/ Brand-(sensitive|neutral): runs in (?:every brand|curacao only), because \S/;

/** The scope a spec's first line declares, or undefined when it declares none. */
export function scopeOf(source: string): SpecScope | undefined {
  const match = DECLARATION.exec(source.split("\n", 1)[0] ?? "");
  if (!match) return undefined;
  const scope = match[1] as SpecScope;
  // The sentence must match the scope: "Brand-neutral: runs in every brand" would contradict itself.
  const says = source.startsWith(`// Brand-${scope}: runs in ${scope === "neutral" ? "curacao only" : "every brand"}`);
  return says ? scope : undefined;
}

/** Every spec file of a folder with its declared scope; throws naming the specs that declare none. */
export function specScopes(testDir: string): Map<string, SpecScope> {
  const scopes = new Map<string, SpecScope>();
  const missing: string[] = [];
  for (const file of readdirSync(testDir).filter((f) => f.endsWith(".spec.ts")).sort()) {
    const scope = scopeOf(readFileSync(join(testDir, file), "utf8"));
    if (scope) scopes.set(file, scope);
    else missing.push(file);
  }
  if (missing.length > 0) {
    throw new Error(
      `These specs do not declare which brands they run in (e2e/brand-scope.ts): ${missing.join(", ")}. ` +
        'Start each with "// Brand-neutral: runs in curacao only, because ..." or "// Brand-sensitive: runs in every brand, because ...".',
    );
  }
  return scopes;
}
