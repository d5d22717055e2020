import type { PageDefinition } from "@casino/shell";
import { accountPages } from "@casino/account";

/** The features' pages, composed here. Features add their lists as they land; the shell fills every other key. */
export const pages: PageDefinition[] = [...accountPages];
