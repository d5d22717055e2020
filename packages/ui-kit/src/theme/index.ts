import "./global.css.ts";

export { vars } from "./contract.css.ts";
export { curacao } from "./curacao-preset.ts";
export { defineBrandTheme, resolveBrandTokens } from "./define-brand-theme.ts";
export type { BrandTheme, BrandThemeInput } from "./define-brand-theme.ts";
export { mergeTokens } from "./merge-tokens.ts";
export type { DeepPartial, ThemeTokens } from "./tokens.ts";
export { breakpoints, DIALOG_EXIT_MS, media, prefersReducedMotion } from "./breakpoints.ts";
export type { MediaName } from "./breakpoints.ts";
