import { createThemeContract } from "@vanilla-extract/css";
import { curacao } from "./curacao-preset.ts";
import type { ThemeTokens } from "./tokens.ts";

// Pick turns the interface into a plain object type, which vanilla-extract's token constraint needs.
const shape: Pick<ThemeTokens, keyof ThemeTokens> = curacao.light;

/**
 * The one theme contract: CSS variable references for every token in ThemeTokens.
 * Built from the preset's shape so the contract and the interface cannot drift; only the names are kept.
 */
export const vars = createThemeContract(shape);
