import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the game slice. */
export const gamePages: PageDefinition[] = [];

export const gameModals: ModalDefinition[] = [];
