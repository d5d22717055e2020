import type { BrandTheme } from "@casino/ui-kit/theme";

// Every brand folder with a theme.css.ts: copying a brand folder adds it to the toolbar with no code change.
const modules = import.meta.glob<{ theme: BrandTheme }>("../../../brands/*/theme.css.ts", { eager: true });

export const brands: Record<string, BrandTheme> = Object.fromEntries(
  Object.entries(modules)
    .map(([path, module]) => [path.split("/").at(-2) ?? path, module.theme] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

export const brandNames = Object.keys(brands);

/** curacao is the spec's default theme; any brand will do if it is missing. */
export const defaultBrand = brandNames.includes("curacao") ? "curacao" : (brandNames[0] ?? "");
