import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { BONUS_ACTIVATION_CODES } from "@casino/domain";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { ApiError } from "../../core/errors.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { UserBonusSchema } from "./bonus-schema.ts";
import { RakebackDaySchema } from "./rakeback.ts";

export const UserBonusesSchema = v.object({
  /** The bonus being wagered (at most one). */
  active: v.nullable(UserBonusSchema),
  /** A deposit bonus chosen and waiting for its deposit. */
  pending: v.nullable(UserBonusSchema),
  /** Finished bonuses (completed, cancelled, expired, calendar), latest first. */
  history: v.object({ rows: v.array(UserBonusSchema), count: v.number() }),
});
export type UserBonuses = v.InferOutput<typeof UserBonusesSchema>;
export const UserBonusesResponseSchema = successEnvelope(UserBonusesSchema);

/** GET /api/user/get-user-bonus (token). */
export async function getUserBonus(options: { signal?: AbortSignal } = {}): Promise<UserBonuses> {
  const { data } = await apiRequest({ path: "/api/user/get-user-bonus", schema: UserBonusesResponseSchema, ...options });
  return data;
}

export const userBonusesQueryKey = ["user-bonuses"] as const;
export const userBonusesQueryOptions = () =>
  queryOptions({ queryKey: userBonusesQueryKey, queryFn: ({ signal }) => getUserBonus({ signal }) });

export const ActivateBonusPayloadSchema = v.object({
  bonusId: v.number(),
  /** The player confirmed that the current bonus is cancelled (spec §4). */
  confirmCancelCurrent: v.optional(v.boolean()),
  /** IANA zone deciding the weekday for VALID_ON_DAYS (default UTC). */
  timeZone: v.optional(v.string()),
});
export type ActivateBonusPayload = v.InferOutput<typeof ActivateBonusPayloadSchema>;

/** ACTIVATED: running now; AWAITING_DEPOSIT: a deposit bonus waiting for the deposit; ADD_TO_CALENDAR: spec §8. */
export const BONUS_ACTIVATION_RESULTS = ["ACTIVATED", "AWAITING_DEPOSIT", "ADD_TO_CALENDAR"] as const;
export const ActivateBonusResultSchema = v.object({
  code: v.picklist(BONUS_ACTIVATION_RESULTS),
  userBonus: UserBonusSchema,
  /** The player's bonus that this one replaced. */
  cancelledUserBonusId: v.nullable(v.number()),
  /** ADD_TO_CALENDAR: today's calendar day holding the cashback. */
  calendarDay: v.nullable(RakebackDaySchema),
});
export type ActivateBonusResult = v.InferOutput<typeof ActivateBonusResultSchema>;
export const ActivateBonusResponseSchema = successEnvelope(ActivateBonusResultSchema);

/** The failure body of an activation: one of spec §8's codes, UNIFIED_ERROR with a support reference. */
export const BonusActivationErrorSchema = v.object({
  success: v.literal(false),
  code: v.picklist(BONUS_ACTIVATION_CODES),
  message: v.string(),
  reference: v.optional(v.string()),
  retryAt: v.optional(v.string()),
});
export type BonusActivationError = v.InferOutput<typeof BonusActivationErrorSchema>;

/** The spec §8 details of a failed activation (reference for UNIFIED_ERROR); undefined for other errors. */
export function bonusActivationErrorOf(error: unknown): BonusActivationError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = v.safeParse(BonusActivationErrorSchema, error.details);
  return parsed.success ? parsed.output : undefined;
}

/**
 * POST /api/user/bonus/activate { bonusId, confirmCancelCurrent?, timeZone? }: 400/409 with a spec §8 code
 * (see BonusActivationErrorSchema), 404 BONUS_NOT_FOUND.
 */
export async function activateBonus(payload: ActivateBonusPayload): Promise<ActivateBonusResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/bonus/activate", body: payload, schema: ActivateBonusResponseSchema });
  return data;
}

export const CancelBonusPayloadSchema = v.object({ userBonusId: v.optional(v.number()) });
export type CancelBonusPayload = v.InferOutput<typeof CancelBonusPayloadSchema>;
export const CancelBonusResultSchema = v.object({ userBonus: UserBonusSchema, forfeitedAmount: v.number() });
export type CancelBonusResult = v.InferOutput<typeof CancelBonusResultSchema>;
export const CancelBonusResponseSchema = successEnvelope(CancelBonusResultSchema);

/** POST /api/user/bonus/cancel { userBonusId? } (default: the active one, else the pending one). 404 NO_ACTIVE_BONUS. */
export async function cancelBonus(payload: CancelBonusPayload = {}): Promise<CancelBonusResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/bonus/cancel", body: payload, schema: CancelBonusResponseSchema });
  return data;
}

/** Both change the bonus list, the wallet (user details) and possibly the rakeback calendar. */
const refreshAfter = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userBonusesQueryKey }),
    queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["rakeback"] }),
  ]);

export const activateBonusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: ["user-bonuses", "activate"], mutationFn: activateBonus, onSuccess: () => refreshAfter(queryClient) });

export const cancelBonusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: ["user-bonuses", "cancel"], mutationFn: cancelBonus, onSuccess: () => refreshAfter(queryClient) });
