import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { BonusSchema } from "./bonus-schema.ts";

/** One day of the 7-day bonus calendar: the bonuses that can be activated on it. */
export const BonusCalendarDaySchema = v.object({
  date: v.pipe(v.string(), v.isoDate()),
  /** ISO weekday, 1 = Monday. */
  dayOfWeek: v.number(),
  isToday: v.boolean(),
  bonuses: v.array(BonusSchema),
});
export type BonusCalendarDay = v.InferOutput<typeof BonusCalendarDaySchema>;
export const BonusCalendarSchema = v.object({ days: v.array(BonusCalendarDaySchema) });
export type BonusCalendar = v.InferOutput<typeof BonusCalendarSchema>;
export const BonusCalendarResponseSchema = successEnvelope(BonusCalendarSchema);

export interface BonusCalendarQuery {
  timeZone?: string | undefined;
  language?: string | undefined;
}

/** GET /api/admin/get-bonus-calendar: this week, Monday to Sunday (the calendar modal). */
export async function getBonusCalendar(query: BonusCalendarQuery = {}, options: { signal?: AbortSignal } = {}): Promise<BonusCalendar> {
  const { data } = await apiRequest({ path: "/api/admin/get-bonus-calendar", query: { ...query }, schema: BonusCalendarResponseSchema, ...options });
  return data;
}

export const bonusCalendarQueryOptions = (query: BonusCalendarQuery = {}) =>
  queryOptions({ queryKey: ["bonuses", "calendar", query] as const, queryFn: ({ signal }) => getBonusCalendar(query, { signal }) });
