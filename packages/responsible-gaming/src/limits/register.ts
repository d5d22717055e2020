import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** The limits slice's pages (page keys) and query-driven modals; each a lazy chunk of its own. */
export const limitsPages: PageDefinition[] = [];
export const limitsModals: ModalDefinition[] = [];
