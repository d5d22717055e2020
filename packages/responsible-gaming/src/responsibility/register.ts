import { lazyPage, type ModalDefinition, type PageDefinition } from "@casino/shell";

/** The responsibility slice's pages (page keys) and query-driven modals; each a lazy chunk of its own. */
export const responsibilityPages: PageDefinition[] = [
  { key: "responsibility", component: lazyPage(() => import("./ResponsibilityPage.tsx"), "ResponsibilityPage") },
];
export const responsibilityModals: ModalDefinition[] = [];
