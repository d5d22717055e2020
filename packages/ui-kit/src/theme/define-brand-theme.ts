import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { curacao } from "./curacao-preset.ts";
import { mergeTokens } from "./merge-tokens.ts";
import type { DeepPartial, ThemeTokens } from "./tokens.ts";

export interface BrandThemeInput {
  /** Overrides for both variants (fonts, radii, spacing…). */
  common?: DeepPartial<ThemeTokens>;
  /** Overrides for the light variant, applied after `common`. */
  light?: DeepPartial<ThemeTokens>;
  /** Overrides for the dark variant, applied after `common`. */
  dark?: DeepPartial<ThemeTokens>;
}

/** Class names that set every contract variable; put one on `<html>`. */
export interface BrandTheme {
  light: string;
  dark: string;
}

/** The full token sets a brand input resolves to: curacao, then `common`, then the variant's overrides. */
export function resolveBrandTokens(input: BrandThemeInput = {}): { light: ThemeTokens; dark: ThemeTokens } {
  return {
    light: mergeTokens(curacao.light, input.common, input.light),
    dark: mergeTokens(curacao.dark, input.common, input.dark),
  };
}

/**
 * Makes a brand's two theme classes. Call it from the brand's `theme.css.ts` only: vanilla-extract
 * emits the CSS at build time, so each brand ships just its own variables.
 */
export function defineBrandTheme(input: BrandThemeInput = {}): BrandTheme {
  const tokens = resolveBrandTokens(input);
  return {
    light: createTheme(vars, tokens.light, "light"),
    dark: createTheme(vars, tokens.dark, "dark"),
  };
}
