import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the statistics slice. */
export const statisticsPages: PageDefinition[] = [];
export const statisticsModals: ModalDefinition[] = [];
