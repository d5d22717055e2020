import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** The promotions slice's pages (page keys) and query-driven modals; each page and modal is a lazy chunk of its own. */
export const promotionsPages: PageDefinition[] = [];
export const promotionsModals: ModalDefinition[] = [];
