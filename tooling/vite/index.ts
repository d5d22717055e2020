export { casinoPlugins } from "./plugins.ts";
export { brandViteConfig, DEFAULT_SANDBOX_URL } from "./brand.ts";
