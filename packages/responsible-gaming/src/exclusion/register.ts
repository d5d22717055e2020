import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** The exclusion slice's pages (page keys) and query-driven modals; each a lazy chunk of its own. */
export const exclusionPages: PageDefinition[] = [];
export const exclusionModals: ModalDefinition[] = [];
