import type { ModalDefinition, PageDefinition } from "@casino/shell";
import { bonusesPages } from "./bonuses/register.ts";
import { calendarsModals, calendarsPages } from "./calendars/register.ts";
import { promotionsModals, promotionsPages } from "./promotions/register.ts";
import { referralPages } from "./referral/register.ts";
import { tournamentsPages } from "./tournaments/register.ts";
import { vipPages } from "./vip/register.ts";

/**
 * The rewards' pages: promotions and bonus activation, my bonuses, free money and coupons, the calendars, the VIP
 * club, tournaments, refer-a-friend.
 */
export const rewardsPages: PageDefinition[] = [...promotionsPages, ...bonusesPages, ...calendarsPages, ...vipPages, ...tournamentsPages, ...referralPages];

/** The rewards' query-driven modals (spec §2 `calendar`, `rakeback`, and each slice's own). */
export const rewardsModals: ModalDefinition[] = [...promotionsModals, ...calendarsModals];

/** The rewards' item in the player's header: the way to My bonuses, with a badge while cashback waits to be claimed. */
export { statusHeaderItems as rewardsHeaderItems } from "./status/register.ts";

/** The rewards' entries in the player's account menu: the VIP level. */
export { vipAccountMenuItems as rewardsAccountMenuItems } from "./vip/register.ts";

/** The rewards' sections of the home page: current promotions, the player's rewards status and VIP progress. */
export { rewardsHomeSections } from "./home/register.ts";
