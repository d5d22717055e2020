import type { ModalDefinition, PageDefinition } from "@casino/shell";
import { depositModals, depositPages } from "./deposit/register.ts";
import { resultModals } from "./results/register.ts";
import { walletPages } from "./wallet/register.ts";
import { withdrawPages } from "./withdraw/register.ts";

/** The cashier's pages: deposit, withdrawal and the wallet. */
export const cashierPages: PageDefinition[] = [...depositPages, ...withdrawPages, ...walletPages];

/** The cashier's query-driven modals: the deposit results of spec §2 and each slice's own. */
export const cashierModals: ModalDefinition[] = [...depositModals, ...resultModals];
