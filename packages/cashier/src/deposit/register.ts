import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** /deposit (the deposit key's path). */
export const depositPages: PageDefinition[] = [];
export const depositModals: ModalDefinition[] = [];
