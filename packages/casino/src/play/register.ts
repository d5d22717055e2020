import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the play slice. */
export const playPages: PageDefinition[] = [];

export const playModals: ModalDefinition[] = [];
