import { queryOptions } from "@tanstack/react-query";
import type { BonusType } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { BonusSchema } from "./bonus-schema.ts";

/** Spec §3 bonus list filters. */
export interface BonusFilter {
  type?: BonusType | undefined;
  /** Page size, default 24. */
  limit?: number | undefined;
  /** 1-based. */
  pageNo?: number | undefined;
  /** true: deposit bonuses only; false: all but deposit bonuses. */
  isDeposit?: boolean | undefined;
  /** Language of names, titles and terms (English where missing). */
  language?: string | undefined;
  /** Only bonuses valid at this moment (ISO date-time). */
  calendarDateTime?: string | undefined;
  /** Only bonuses that can be activated on this ISO weekday (1 = Monday ... 7 = Sunday). */
  dayOfWeek?: number | undefined;
  /** Zone of calendarDateTime and dayOfWeek (IANA). */
  timeZone?: string | undefined;
  /** Affiliate campaign code: adds that campaign's bonuses. */
  cpnc?: string | undefined;
  countryCode?: string | undefined;
  currencyCode?: string | undefined;
}

export const BonusListSchema = v.object({ rows: v.array(BonusSchema), count: v.number() });
export type BonusList = v.InferOutput<typeof BonusListSchema>;
export const BonusListResponseSchema = successEnvelope(BonusListSchema);

/** GET /api/admin/get-all-bonus: the bonuses on offer (a logged-in player also sees their currency's). */
export async function getAllBonus(filter: BonusFilter = {}, options: { signal?: AbortSignal } = {}): Promise<BonusList> {
  const { data } = await apiRequest({ path: "/api/admin/get-all-bonus", query: { ...filter }, schema: BonusListResponseSchema, ...options });
  return data;
}

export const bonusesQueryKey = (filter: BonusFilter = {}) => ["bonuses", filter] as const;

export const bonusesQueryOptions = (filter: BonusFilter = {}) =>
  queryOptions({ queryKey: bonusesQueryKey(filter), queryFn: ({ signal }) => getAllBonus(filter, { signal }) });
