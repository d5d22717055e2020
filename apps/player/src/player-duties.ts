import type { PlayerDutyDefinition } from "@casino/shell";
import { responsibleGamingPlayerDuties } from "@casino/responsible-gaming";

/** The features' duties for logged-in players on every page (each a lazy chunk), composed here. */
export const playerDuties: PlayerDutyDefinition[] = [...responsibleGamingPlayerDuties];
