import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the history slice. */
export const historyPages: PageDefinition[] = [];
export const historyModals: ModalDefinition[] = [];
