import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** The bonuses slice's pages (page keys) and query-driven modals; each page and modal is a lazy chunk of its own. */
export const bonusesPages: PageDefinition[] = [];
export const bonusesModals: ModalDefinition[] = [];
