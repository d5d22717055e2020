import type { ModalDefinition } from "@casino/shell";
import { accountModals } from "@casino/account";
import { cashierModals } from "@casino/cashier";
import { casinoModals } from "@casino/casino";
import { rewardsModals } from "@casino/rewards";

/** The features' query-driven modals, composed here; the shell shows "coming soon" for spec names left empty. */
export const modals: ModalDefinition[] = [...accountModals, ...casinoModals, ...cashierModals, ...rewardsModals];
