import type { ModalDefinition, PageDefinition } from "@casino/shell";
import { exclusionModals, exclusionPages } from "./exclusion/register.ts";
import { limitsModals, limitsPages } from "./limits/register.ts";
import { responsibilityModals, responsibilityPages } from "./responsibility/register.ts";

/** The responsible-gaming pages: limits and the session limit, time-out, self-exclusion and freeze, /responsibility. */
export const responsibleGamingPages: PageDefinition[] = [...limitsPages, ...exclusionPages, ...responsibilityPages];

/** The responsible-gaming query-driven modals. */
export const responsibleGamingModals: ModalDefinition[] = [...limitsModals, ...exclusionModals, ...responsibilityModals];
export { sessionPlayerDuties as responsibleGamingPlayerDuties } from "./session/register.ts";
