import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { PaymentResultSchema, type PaymentResult } from "./payment-schema.ts";

// Sandbox-only calls standing in for the outside world (the blockchain, the bank, the payout desk): e2e tests
// and developers use them; the player app never does.

export const SandboxConfirmPayloadSchema = v.object({ result: v.optional(v.picklist(["success", "failed"])) });
export const SandboxPaymentResponseSchema = successEnvelope(PaymentResultSchema);

/** POST /sandbox/pay/<id>/confirm: a pending crypto, UPI or bank deposit arrives (or fails); once only. */
export async function confirmSandboxPayment(paymentId: string, result: "success" | "failed" = "success"): Promise<PaymentResult> {
  const { data } = await apiRequest({
    method: "POST",
    path: `/sandbox/pay/${encodeURIComponent(paymentId)}/confirm`,
    body: { result },
    schema: SandboxPaymentResponseSchema,
  });
  return data;
}

export const SandboxPayoutPayloadSchema = v.object({ decision: v.picklist(["approve", "reject"]) });

/** POST /sandbox/payouts/<id>/decide: the payout desk processes (approve) or rejects (refunds) a withdrawal. */
export async function decideSandboxPayout(paymentId: string, decision: "approve" | "reject"): Promise<PaymentResult> {
  const { data } = await apiRequest({
    method: "POST",
    path: `/sandbox/payouts/${encodeURIComponent(paymentId)}/decide`,
    body: { decision },
    schema: SandboxPaymentResponseSchema,
  });
  return data;
}

export const SandboxProviderStatusPayloadSchema = v.object({ providerStatus: v.picklist(["up", "down"]) });
export const SandboxProviderStatusResponseSchema = successEnvelope(
  v.object({ methodId: v.number(), providerStatus: v.picklist(["up", "down"]) }),
);

/** POST /sandbox/payments/methods/<id>/provider-status: a down provider answers deposits with PROVIDER_ERROR. */
export async function setSandboxProviderStatus(methodId: number, providerStatus: "up" | "down") {
  const { data } = await apiRequest({
    method: "POST",
    path: `/sandbox/payments/methods/${methodId}/provider-status`,
    body: { providerStatus },
    schema: SandboxProviderStatusResponseSchema,
  });
  return data;
}
