import react from "@vitejs/plugin-react-swc";
import { lingui } from "@lingui/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { PluginOption } from "vite";

/** The plugins every package, app, test and story build shares: React (SWC) with lingui macros, .po imports, vanilla-extract. */
export function casinoPlugins(): PluginOption[] {
  return [
    react({ plugins: [["@lingui/swc-plugin", { useLinguiV5IdGeneration: true }]] }),
    lingui(),
    vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === "production" ? "short" : "debug" }),
  ];
}
