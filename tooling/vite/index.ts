export { casinoPlugins } from "./plugins.ts";
export { brandViteConfig, DEFAULT_SANDBOX_URL } from "./brand.ts";
export { catalogSplit, REST_CATALOG_GATE_KEY } from "./catalog-split.ts";
