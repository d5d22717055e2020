import type { PageDefinition } from "@casino/shell";
import { exclusionPages } from "./exclusion/register.ts";
import { limitsPages } from "./limits/register.ts";
import { responsibilityPages } from "./responsibility/register.ts";

/** The responsible-gaming pages: limits and the session limit, time-out, self-exclusion and freeze, /responsibility. */
export const responsibleGamingPages: PageDefinition[] = [...limitsPages, ...exclusionPages, ...responsibilityPages];

export { sessionPlayerDuties as responsibleGamingPlayerDuties } from "./session/register.ts";
