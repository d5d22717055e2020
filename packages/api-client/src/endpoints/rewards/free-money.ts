import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { BonusSchema } from "./bonus-schema.ts";

/** The /freemoney page: everything a player can get without paying for it. */
export const FreeMoneySchema = v.object({
  /** No-deposit, free-spin and cashback bonuses on offer. */
  bonuses: v.array(BonusSchema),
  /** The rakeback calendar: what can be claimed now (0 for guests). */
  rakeback: v.nullable(v.object({ bonusId: v.number(), claimableAmount: v.number(), claimableDays: v.number(), currencyCode: v.string() })),
  /** A coupon code field is shown (POST /api/user/coupon/redeem). */
  couponsEnabled: v.boolean(),
  /** Refer-a-friend share from the brand settings; null when the brand has none. */
  referAFriendPercent: v.nullable(v.number()),
});
export type FreeMoney = v.InferOutput<typeof FreeMoneySchema>;
export const FreeMoneyResponseSchema = successEnvelope(FreeMoneySchema);

export interface FreeMoneyQuery {
  language?: string | undefined;
  timeZone?: string | undefined;
}

/** GET /api/admin/free-money (token optional: a player's own claimable rakeback and currency). */
export async function getFreeMoney(query: FreeMoneyQuery = {}, options: { signal?: AbortSignal } = {}): Promise<FreeMoney> {
  const { data } = await apiRequest({ path: "/api/admin/free-money", query: { ...query }, schema: FreeMoneyResponseSchema, ...options });
  return data;
}

export const freeMoneyQueryOptions = (query: FreeMoneyQuery = {}) =>
  queryOptions({ queryKey: ["free-money", query] as const, queryFn: ({ signal }) => getFreeMoney(query, { signal }) });
