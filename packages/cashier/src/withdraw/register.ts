import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** /withdraw (the withdraw key's path). */
export const withdrawPages: PageDefinition[] = [];
export const withdrawModals: ModalDefinition[] = [];
