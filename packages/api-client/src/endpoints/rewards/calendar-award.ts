import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";

/** Spec §9: the calendar award is polled every 15 s. */
export const CALENDAR_AWARD_POLL_MS = 15_000;

/** Spec §3 calendar award data, plus when the next award is paid (the timer counts down to it). */
export const CalendarAwardSchema = v.object({
  /** Net gaming revenue (bets minus wins) of the current award period (today, in the zone asked for). */
  ngr: v.number(),
  /** What the period pays at `percent` (0 when the player is up). */
  payout: v.number(),
  percent: v.number(),
  currencyCode: v.string(),
  /** The next full or half hour (spec §4). */
  nextAwardAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CalendarAward = v.InferOutput<typeof CalendarAwardSchema>;
export const CalendarAwardResponseSchema = successEnvelope(CalendarAwardSchema);

export interface CalendarAwardQuery {
  /** The player's id (must be the token's player); leave out to mean "me". */
  user?: number | undefined;
  timeZone?: string | undefined;
}

/** GET /api/user/calendar-award?user (token). */
export async function getCalendarAward(query: CalendarAwardQuery = {}, options: { signal?: AbortSignal } = {}): Promise<CalendarAward> {
  const { data } = await apiRequest({ path: "/api/user/calendar-award", query: { ...query }, schema: CalendarAwardResponseSchema, ...options });
  return data;
}

export const calendarAwardQueryOptions = (query: CalendarAwardQuery = {}) =>
  queryOptions({
    queryKey: ["calendar-award", query] as const,
    queryFn: ({ signal }) => getCalendarAward(query, { signal }),
    refetchInterval: CALENDAR_AWARD_POLL_MS,
  });
