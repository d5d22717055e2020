import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** The responsibility slice's pages (page keys) and query-driven modals; each a lazy chunk of its own. */
export const responsibilityPages: PageDefinition[] = [];
export const responsibilityModals: ModalDefinition[] = [];
