export { casinoPlugins } from "./plugins.ts";
export { brandViteConfig, DEFAULT_SANDBOX_URL, LANDING_PAGES, LAZY_LANDING_PAGES } from "./brand.ts";
export { catalogSplit, REST_CATALOG_GATE_KEY } from "./catalog-split.ts";
