import type { ModalDefinition } from "@casino/shell";

/** The deposit result modals of spec §2 (deposit-success, deposit-failed, ... deposit-3ds-success). */
export const resultModals: ModalDefinition[] = [];
