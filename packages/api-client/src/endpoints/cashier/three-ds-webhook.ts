import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { invalidateAfterPayment } from "./deposit.ts";
import { PaymentResultSchema, type PaymentResult } from "./payment-schema.ts";

/** The query parameters of `/?modal=deposit-3ds-success`, sent back as they are. */
export const ThreeDsWebhookPayloadSchema = v.object({ PaReq: v.pipe(v.string(), v.nonEmpty()), MD: v.pipe(v.string(), v.nonEmpty()) });
export type ThreeDsWebhookPayload = v.InferOutput<typeof ThreeDsWebhookPayloadSchema>;
export const ThreeDsWebhookResponseSchema = successEnvelope(PaymentResultSchema);

/**
 * POST /api/user/3ds-webhook: completes the authenticated card payment `MD` once (credits the wallet);
 * a repeat answers the same payment and moves nothing. 400 INVALID_3DS when PaReq does not match,
 * 404 PAYMENT_NOT_FOUND for another player's or an unknown payment.
 */
export async function completeThreeDs(payload: ThreeDsWebhookPayload): Promise<PaymentResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/3ds-webhook", body: payload, schema: ThreeDsWebhookResponseSchema });
  return data;
}

export const threeDsWebhookMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["payments", "3ds-webhook"],
    mutationFn: completeThreeDs,
    onSuccess: () => invalidateAfterPayment(queryClient),
  });
