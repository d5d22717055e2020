import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";
import { transactionsQueryKey } from "../wallet/transactions.ts";
import { PaymentFieldsSchema, PaymentSchema } from "./payment-schema.ts";

export const DepositPayloadSchema = v.object({
  methodId: v.pipe(v.number(), v.integer()),
  /** Major units of `currency` (2 decimals, crypto 8). */
  amount: v.number(),
  /** The player's account currency. */
  currency: v.pipe(v.string(), v.nonEmpty()),
  bonusId: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  /** The player confirmed that `bonusId` replaces the running bonus (spec §4); without it such a deposit is refused. */
  confirmCancelCurrent: v.optional(v.boolean()),
  fields: v.optional(PaymentFieldsSchema),
  /** The site's origin (a localhost or brand origin): the provider page sends the player back to it. */
  returnUrl: v.optional(v.string()),
});
export type DepositPayload = v.InferInput<typeof DepositPayloadSchema>;

/** What the cashier does next, by the method's flow. */
export const DepositActionSchema = v.variant("type", [
  /** Card (hosted page with a 3DS step), netbanking and e-wallets: open `url`; the page returns to `/?modal=deposit-…`. */
  v.object({ type: v.literal("redirect"), url: v.string() }),
  /** Send `payAmount` of `payCurrency` to `address` on `network` before `expiresAt`; `qrPayload` encodes it. */
  v.object({
    type: v.literal("crypto"),
    address: v.string(),
    network: v.string(),
    networkName: v.string(),
    payCurrency: v.string(),
    payAmount: v.number(),
    qrPayload: v.string(),
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  /** Show `qrPayload` (a upi://pay link) as a QR code with a countdown to `expiresAt`. */
  v.object({ type: v.literal("upi_qr"), qrPayload: v.string(), expiresAt: v.pipe(v.string(), v.isoTimestamp()) }),
  /** A collect request went to `upiId`: the player approves it in their UPI app before `expiresAt`. */
  v.object({ type: v.literal("upi_collect"), upiId: v.string(), expiresAt: v.pipe(v.string(), v.isoTimestamp()) }),
  /** Transfer to this account with `reference` as the payment reference. */
  v.object({
    type: v.literal("bank_transfer"),
    beneficiary: v.string(),
    bankName: v.string(),
    iban: v.string(),
    bic: v.string(),
    reference: v.string(),
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
]);
export type DepositAction = v.InferOutput<typeof DepositActionSchema>;

export const DepositResultSchema = v.object({ payment: PaymentSchema, action: DepositActionSchema });
export type DepositResult = v.InferOutput<typeof DepositResultSchema>;
export const DepositResponseSchema = successEnvelope(DepositResultSchema);

/**
 * POST /api/user/deposit with an Idempotency-Key (required): a retry with the same key answers the first
 * result and moves no money. Error codes: see the README row.
 */
export async function createDeposit(payload: DepositPayload, idempotencyKey: string): Promise<DepositResult> {
  const { data } = await apiRequest({
    method: "POST",
    path: "/api/user/deposit",
    body: payload,
    idempotencyKey,
    schema: DepositResponseSchema,
  });
  return data;
}

export interface DepositVariables {
  payload: DepositPayload;
  /** Made once per attempt (newIdempotencyKey) and reused by its retries. */
  idempotencyKey: string;
}

export const depositMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["payments", "deposit"],
    mutationFn: ({ payload, idempotencyKey }: DepositVariables) => createDeposit(payload, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  });

/** Completing a deposit changes the balance and the deposit count, so both are re-read. */
export const invalidateAfterPayment = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  ]);
