import type { HeaderItemDefinition } from "@casino/shell";
import { rewardsHeaderItems } from "@casino/rewards";

/** The features' items in the player's header, composed here (each a lazy chunk). */
export const headerItems: HeaderItemDefinition[] = [...rewardsHeaderItems];
