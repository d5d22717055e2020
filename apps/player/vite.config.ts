import { resolve } from "node:path";
import { brandViteConfig } from "../../tooling/vite/brand.ts";

// BRAND_DIR is set by the brand build (tooling/scripts/brand-build.mjs) and by `pnpm dev --brand <name>`.
export default brandViteConfig({
  appRoot: import.meta.dirname,
  brandDir: process.env.BRAND_DIR ?? resolve(import.meta.dirname, "../../brands/curacao"),
});
