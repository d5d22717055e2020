import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the kyc slice. */
export const kycPages: PageDefinition[] = [];
export const kycModals: ModalDefinition[] = [];
