import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Sign-up: filled by the sign-up slice. */
export const signUpPages: PageDefinition[] = [];
export const signUpModals: ModalDefinition[] = [];
