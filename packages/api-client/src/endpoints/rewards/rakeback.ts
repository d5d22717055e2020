import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { CALENDAR_DAY_STATES } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";

/** Spec §9: the rakeback calendar is polled every 10 s (react-query pauses it while the tab is hidden). */
export const RAKEBACK_POLL_MS = 10_000;

/** Spec §3 rakeback day, plus its state on the server's (the request's time zone) today. */
export const RakebackDaySchema = v.object({
  /** YYYY-MM-DD: the day the amount belongs to (claimable on it and the day after). */
  canClaimDate: v.pipe(v.string(), v.isoDate()),
  bonusId: v.number(),
  amount: v.number(),
  /** When it was claimed; null while unpaid. */
  paidAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  state: v.picklist(CALENDAR_DAY_STATES),
  claimable: v.boolean(),
});
export type RakebackDay = v.InferOutput<typeof RakebackDaySchema>;

export const RakebackDaysSchema = v.object({ bonusId: v.number(), currencyCode: v.string(), days: v.array(RakebackDaySchema) });
export type RakebackDays = v.InferOutput<typeof RakebackDaysSchema>;
export const RakebackDaysResponseSchema = successEnvelope(RakebackDaysSchema);

export interface RakebackDaysQuery {
  /** The player's id (must be the token's player); leave out to mean "me". */
  user?: number | undefined;
  /** The calendar's bonus; the brand's daily rakeback when left out. */
  bonusId?: number | undefined;
  /** IANA zone that decides "today" (default UTC). */
  timeZone?: string | undefined;
}

/** GET /api/admin/get-rakeback-days: the 28 days from the Monday of last week; guests get zero amounts. */
export async function getRakebackDays(query: RakebackDaysQuery = {}, options: { signal?: AbortSignal } = {}): Promise<RakebackDays> {
  const { data } = await apiRequest({ path: "/api/admin/get-rakeback-days", query: { ...query }, schema: RakebackDaysResponseSchema, ...options });
  return data;
}

export const rakebackDaysQueryKey = (query: RakebackDaysQuery = {}) => ["rakeback", "days", query] as const;

export const rakebackDaysQueryOptions = (query: RakebackDaysQuery = {}) =>
  queryOptions({
    queryKey: rakebackDaysQueryKey(query),
    queryFn: ({ signal }) => getRakebackDays(query, { signal }),
    refetchInterval: RAKEBACK_POLL_MS,
  });

export const RakebackClaimPayloadSchema = v.object({
  bonusId: v.number(),
  /** YYYY-MM-DD of the day claimed (today or yesterday). */
  claimDate: v.pipe(v.string(), v.isoDate()),
  /** The player's local date-time when claiming (informational). */
  customerDate: v.optional(v.string()),
  /** Sent in the query, as the spec's call does. */
  timeZone: v.optional(v.string()),
});
export type RakebackClaimPayload = v.InferOutput<typeof RakebackClaimPayloadSchema>;

export const RakebackClaimSchema = v.object({ amount: v.number(), bonusId: v.number() });
export type RakebackClaim = v.InferOutput<typeof RakebackClaimSchema>;
export const RakebackClaimResponseSchema = successEnvelope(RakebackClaimSchema);

/**
 * POST /api/user/rakeback-claim (query timeZone, customerDate, bonusId; body bonusId, claimDate, customerDate):
 * credits the day's amount once. 409 ALREADY_CLAIMED; 400 NOT_CLAIMABLE (not today or yesterday),
 * NOTHING_TO_CLAIM, INVALID_TIME_ZONE; 404 BONUS_NOT_FOUND.
 */
export async function claimRakeback({ timeZone, ...body }: RakebackClaimPayload): Promise<RakebackClaim> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/rakeback-claim",
    query: { timeZone, customerDate: body.customerDate, bonusId: body.bonusId },
    body,
    schema: RakebackClaimResponseSchema,
  });
  return data;
}

/** The claim changes the calendar and the wallet. */
export const claimRakebackMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["rakeback", "claim"],
    mutationFn: claimRakeback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["rakeback"] }),
        queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
      ]),
  });
