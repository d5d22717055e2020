import type { ModalDefinition, PageDefinition } from "@casino/shell";
import { bonusesModals, bonusesPages } from "./bonuses/register.ts";
import { calendarsModals, calendarsPages } from "./calendars/register.ts";
import { promotionsModals, promotionsPages } from "./promotions/register.ts";

/** The rewards' pages: promotions and bonus activation, my bonuses, free money and coupons, the calendars. */
export const rewardsPages: PageDefinition[] = [...promotionsPages, ...bonusesPages, ...calendarsPages];

/** The rewards' query-driven modals (spec §2 `calendar`, `rakeback`, and each slice's own). */
export const rewardsModals: ModalDefinition[] = [...promotionsModals, ...bonusesModals, ...calendarsModals];
