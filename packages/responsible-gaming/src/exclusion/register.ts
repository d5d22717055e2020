import { lazyPage, type PageDefinition } from "@casino/shell";

/** The exclusion slice's pages (page keys); each a lazy chunk of its own. */
export const exclusionPages: PageDefinition[] = [
  { key: "freezeAccount", component: lazyPage(() => import("./FreezeAccountPage.tsx"), "FreezeAccountPage") },
];
