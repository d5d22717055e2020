import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { invalidateAfterPayment } from "./deposit.ts";
import { AmountLimitsSchema } from "./payment-methods.ts";
import { PaymentFieldsSchema, PaymentResultSchema, type PaymentResult } from "./payment-schema.ts";

export const WithdrawalPayloadSchema = v.object({
  methodId: v.pipe(v.number(), v.integer()),
  /** Major units taken from the cash balance; the fee comes out of it. */
  amount: v.number(),
  currency: v.pipe(v.string(), v.nonEmpty()),
  fields: v.optional(PaymentFieldsSchema),
});
export type WithdrawalPayload = v.InferInput<typeof WithdrawalPayloadSchema>;

/** Spec §6/§8 withdrawal conditions; each is also the error code confirm answers when it is not met. */
export const WITHDRAWAL_CONDITIONS = [
  "WITHDRAWAL_NEEDS_DEPOSIT",
  "WITHDRAWAL_EMAIL_NOT_VERIFIED",
  "WITHDRAWAL_WAGERING_INCOMPLETE",
  "WITHDRAWAL_ACTIVE_BONUS",
] as const;
export type WithdrawalCondition = (typeof WITHDRAWAL_CONDITIONS)[number];

export const WithdrawalQuoteSchema = v.object({
  methodId: v.number(),
  currency: v.string(),
  amount: v.number(),
  fee: v.number(),
  feePercent: v.number(),
  netAmount: v.number(),
  limits: AmountLimitsSchema,
  /** Cash the player can withdraw now (bonus money is not withdrawable). */
  available: v.number(),
  /** Deposits must be wagered once (AML): how much is wagered, required and left. */
  wagering: v.object({ required: v.number(), wagered: v.number(), left: v.number() }),
  conditions: v.array(v.object({ code: v.picklist(WITHDRAWAL_CONDITIONS), met: v.boolean(), message: v.string() })),
  /** Every condition met: confirm will go through. */
  canWithdraw: v.boolean(),
});
export type WithdrawalQuote = v.InferOutput<typeof WithdrawalQuoteSchema>;
export const WithdrawalQuoteResponseSchema = successEnvelope(WithdrawalQuoteSchema);
export const WithdrawalConfirmResponseSchema = successEnvelope(PaymentResultSchema);

/** POST /api/user/withdraw/calculate: fee, net amount, limits and the conditions; checks amount and fields. */
export async function calculateWithdrawal(payload: WithdrawalPayload): Promise<WithdrawalQuote> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/withdraw/calculate",
    body: payload,
    schema: WithdrawalQuoteResponseSchema,
  });
  return data;
}

/** POST /api/user/withdraw/confirm with an Idempotency-Key (required): debits the cash once; status pending. */
export async function confirmWithdrawal(payload: WithdrawalPayload, idempotencyKey: string): Promise<PaymentResult> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/withdraw/confirm",
    body: payload,
    idempotencyKey,
    schema: WithdrawalConfirmResponseSchema,
  });
  return data;
}

export const calculateWithdrawalMutationOptions = () =>
  mutationOptions({ mutationKey: ["payments", "withdraw", "calculate"], mutationFn: calculateWithdrawal });

export const confirmWithdrawalMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["payments", "withdraw", "confirm"],
    mutationFn: ({ payload, idempotencyKey }: { payload: WithdrawalPayload; idempotencyKey: string }) =>
      confirmWithdrawal(payload, idempotencyKey),
    onSuccess: () => invalidateAfterPayment(queryClient),
  });
