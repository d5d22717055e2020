import { lazyPage, type PageDefinition } from "@casino/shell";

/** The responsibility slice's pages (page keys); each a lazy chunk of its own. */
export const responsibilityPages: PageDefinition[] = [
  { key: "responsibility", component: lazyPage(() => import("./ResponsibilityPage.tsx"), "ResponsibilityPage") },
];
