import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** The calendars slice's pages (page keys) and query-driven modals; each page and modal is a lazy chunk of its own. */
export const calendarsPages: PageDefinition[] = [];
export const calendarsModals: ModalDefinition[] = [];
