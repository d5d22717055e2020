import type { RakebackDay } from "@casino/api-client";
import type { PageKey } from "@casino/shell";
import { playerDays, todayOf } from "../calendars/calendar-days.ts";

export type RewardsStatus = {
  /** Days of the rakeback calendar the player can claim now (today's and yesterday's, unpaid, above zero). */
  claimable: number;
  /** Where the header's rewards link leads: the calendar when something waits there, else My bonuses. */
  page: Extract<PageKey, "cashback" | "bonuses">;
};

/** The header's rewards status from the calendar's days (undefined: no calendar, or not read yet). */
export function rewardsStatus(days: readonly RakebackDay[] | undefined, fallbackToday: string): RewardsStatus {
  const claimable = days ? playerDays(days, todayOf(days, fallbackToday)).filter((day) => day.claimable).length : 0;
  return { claimable, page: claimable > 0 ? "cashback" : "bonuses" };
}
