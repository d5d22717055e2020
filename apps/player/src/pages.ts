import type { PageDefinition } from "@casino/shell";
import { accountPages } from "@casino/account";
import { cashierPages } from "@casino/cashier";
import { casinoPages } from "@casino/casino";
import { responsibleGamingPages } from "@casino/responsible-gaming";
import { rewardsPages } from "@casino/rewards";

/** The features' pages, composed here. Features add their lists as they land; the shell fills every other key. */
export const pages: PageDefinition[] = [...accountPages, ...casinoPages, ...cashierPages, ...rewardsPages, ...responsibleGamingPages];
