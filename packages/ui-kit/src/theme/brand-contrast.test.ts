import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { contrast } from "../test-support/contrast.ts";
import { resolveBrandTokens, type BrandThemeInput } from "./define-brand-theme.ts";
import type { ThemeTokens } from "./tokens.ts";

const BRANDS_DIR = join(import.meta.dirname, "../../../../brands");

/**
 * The tokens a brand's theme.css.ts resolves to. The file runs as written, with defineBrandTheme answered by
 * resolveBrandTokens (what defineBrandTheme itself resolves before making the classes): a brand's theme may import only
 * @casino/ui-kit/theme (the boundary check's rule d), so nothing else needs answering.
 */
function brandTokens(brand: string): { light: ThemeTokens; dark: ThemeTokens } {
  const source = readFileSync(join(BRANDS_DIR, brand, "theme.css.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const theme = { defineBrandTheme: (input?: BrandThemeInput) => resolveBrandTokens(input) };
  const requireTheme = (id: string) => {
    if (id !== "@casino/ui-kit/theme") throw new Error(`${brand}/theme.css.ts imports ${id}`);
    return theme;
  };
  const exports: { theme?: { light: ThemeTokens; dark: ThemeTokens } } = {};
  new Function("require", "exports", outputText)(requireTheme, exports);
  if (!exports.theme) throw new Error(`${brand}/theme.css.ts exports no theme`);
  return exports.theme;
}

// A dot-folder is not a brand (tooling's brand-copy test builds one there while this runs: it was counted, half copied).
const brands = readdirSync(BRANDS_DIR).filter((b) => !b.startsWith(".") && existsSync(join(BRANDS_DIR, b, "theme.css.ts"))).sort();
const tones = ["brand", "accent", "success", "warning", "danger", "info"] as const;
const cases = brands.flatMap((brand) => (["light", "dark"] as const).map((scheme) => ({ brand, scheme })));

it("finds every brand's theme", () => {
  expect(brands).toEqual(expect.arrayContaining(["curacao", "noir", "sunset"]));
});

// WCAG 2.1 AA: 4.5:1 for text, 3:1 for large text and the outlines of controls (1.4.3, 1.4.11).
describe.each(cases)("$brand $scheme", ({ brand, scheme }) => {
  const { color, surface, text } = brandTokens(brand)[scheme];
  const backgrounds = { page: surface.page, raised: surface.raised, overlay: surface.overlay } as const;

  it.each(tones)("%s has a readable contrast colour (4.5:1)", (tone) => {
    expect(contrast(color[tone], color[`${tone}Contrast`])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["primary", "secondary", "muted", "link"] as const)("%s text reads on the page, cards and dialogs (4.5:1)", (role) => {
    for (const [name, background] of Object.entries(backgrounds)) {
      expect(contrast(text[role], background), `${role} on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has brand, error and success text readable on the page, cards and dialogs (4.5:1)", () => {
    for (const [name, background] of Object.entries(backgrounds)) {
      expect(contrast(color.brand, background), `brand on ${name}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.danger, background), `danger on ${name}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.success, background), `success on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has field outlines and the focus ring visible on the page, cards and dialogs (3:1)", () => {
    for (const [name, background] of Object.entries(backgrounds)) {
      expect(contrast(surface.borderStrong, background), `borderStrong on ${name}`).toBeGreaterThanOrEqual(3);
      expect(contrast(color.focus, background), `focus on ${name}`).toBeGreaterThanOrEqual(3);
    }
  });
});
