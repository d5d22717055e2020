import type { HomeSectionDefinition } from "@casino/shell";
import { casinoHomeSections } from "@casino/casino";
import { rewardsHomeSections } from "@casino/rewards";

/** The features' home page sections, composed here (each a lazy chunk); the brand's homeSections orders them. */
export const homeSections: HomeSectionDefinition[] = [...casinoHomeSections, ...rewardsHomeSections];
