import type { AccountMenuItemDefinition } from "@casino/shell";
import { rewardsAccountMenuItems } from "@casino/rewards";

/** The features' entries in the player's account menu, composed here (each a lazy chunk). */
export const accountMenuItems: AccountMenuItemDefinition[] = [...rewardsAccountMenuItems];
