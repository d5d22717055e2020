import type { ModalDefinition, PageDefinition } from "@casino/shell";
import { gamePages } from "./game/register.ts";
export { casinoHomeSections } from "./home/register.ts";
import { lobbyPages } from "./lobby/register.ts";
import { playPages } from "./play/register.ts";

/** The casino feature's pages: the lobby and category pages, providers, game details and the play page. */
export const casinoPages: PageDefinition[] = [...lobbyPages, ...gamePages, ...playPages];

/** The casino feature's query-driven modals: none yet (its pages carry their dialogs). */
export const casinoModals: ModalDefinition[] = [];
