import { lazyPage } from "../../router/lazy-page.ts";
import type { PageDefinition } from "../page-registry.ts";
import { LEGAL_PAGES } from "./legal-pages.ts";

const LegalPage = lazyPage(() => import("./LegalPage.tsx"), "LegalPage");

/**
 * The seven legal pages as shell pages, by key; a feature or brand can still move them with pageUrlSetup.
 * The page is one lazy chunk; `preload` lets the router fetch it before rendering, as it does for any lazy page.
 */
export const LEGAL_PAGE_DEFINITIONS: readonly PageDefinition[] = LEGAL_PAGES.map(({ key, slug }) => ({
  key,
  component: Object.assign(
    function LegalRoute() {
      return <LegalPage slug={slug} />;
    },
    { preload: () => LegalPage.preload?.() },
  ),
}));
