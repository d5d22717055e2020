import type { ModalDefinition, PageDefinition } from "@casino/shell";

/** Filled by the lobby slice. */
export const lobbyPages: PageDefinition[] = [];

export const lobbyModals: ModalDefinition[] = [];
