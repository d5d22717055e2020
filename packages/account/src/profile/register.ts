import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the profile slice. */
export const profilePages: PageDefinition[] = [];
export const profileModals: ModalDefinition[] = [];
