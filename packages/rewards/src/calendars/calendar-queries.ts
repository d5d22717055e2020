import { calendarAwardQueryOptions, rakebackDaysQueryOptions } from "@casino/api-client";

/**
 * The calendar's two polled reads in the player's zone (spec §9: the days every 10 s, the award every 15 s), and only
 * while the page is visible: react-query skips an interval's fetch while the document is hidden and reads again
 * when it shows.
 */
export const rakebackDaysQuery = (timeZone: string) => ({ ...rakebackDaysQueryOptions({ timeZone }), refetchIntervalInBackground: false });

export const calendarAwardQuery = (timeZone: string) => ({ ...calendarAwardQueryOptions({ timeZone }), refetchIntervalInBackground: false });
