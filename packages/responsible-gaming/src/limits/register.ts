import { lazyPage, type PageDefinition } from "@casino/shell";

/** The limits slice's pages (page keys); each a lazy chunk of its own. */
export const limitsPages: PageDefinition[] = [{ key: "limits", component: lazyPage(() => import("./LimitsPage.tsx"), "LimitsPage") }];
