import type { ModalDefinition, PageDefinition } from "@casino/shell";
import { gameModals, gamePages } from "./game/register.ts";
import { lobbyModals, lobbyPages } from "./lobby/register.ts";
import { playModals, playPages } from "./play/register.ts";

/** The casino feature's pages: the lobby and category pages, providers, game details and the play page. */
export const casinoPages: PageDefinition[] = [...lobbyPages, ...gamePages, ...playPages];

/** The casino feature's query-driven modals (each slice's own). */
export const casinoModals: ModalDefinition[] = [...lobbyModals, ...gameModals, ...playModals];
