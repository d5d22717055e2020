import { SandboxConfirmPayloadSchema, ThreeDsWebhookPayloadSchema, type PaymentResult } from "@casino/api-client";
import type { Context, Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { completeDeposit, failDeposit } from "../repos/payments-settle.ts";
import { findPayment, providerData, toPayment, type PaymentRow } from "../repos/payments.ts";

// How a started deposit completes: the 3DS webhook for cards (called by the site with the PaReq and MD the
// provider page handed it), and a sandbox-only confirmation standing in for the blockchain, the UPI app or
// the bank. Both settle through payments-settle.ts, so a repeat answers the same payment and moves nothing.

const paymentNotFound = () => notFound("No such payment", "PAYMENT_NOT_FOUND");
const answer = (c: Context, db: AppDeps["db"], row: PaymentRow) => {
  const data: PaymentResult = { payment: toPayment(db, row) };
  return c.json({ success: true, data });
};

export function registerPaymentsConfirmRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;

  app.post("/api/user/3ds-webhook", async (c) => {
    const { userId } = requireUser(c);
    const { PaReq, MD } = await readBody(c, ThreeDsWebhookPayloadSchema);
    const payment = findPayment(db, MD);
    // Another player's payment is answered like an unknown one: its existence is not theirs to learn.
    if (!payment || payment.user_id !== userId || payment.direction !== "deposit") throw paymentNotFound();
    const { paReq } = providerData(payment);
    if (paReq === undefined) {
      if (payment.status === "pending") throw new ApiError(409, "PAYMENT_NOT_AUTHENTICATED", "3-D Secure has not been completed for this payment");
      return answer(c, db, payment);
    }
    if (paReq !== PaReq) throw badRequest("PaReq does not match this payment", "INVALID_3DS");
    return answer(c, db, completeDeposit(deps, payment.id));
  });

  app.post("/sandbox/pay/:id/confirm", async (c) => {
    const { result = "success" } = await readBody(c, SandboxConfirmPayloadSchema);
    const payment = findPayment(db, c.req.param("id"));
    if (!payment || payment.direction !== "deposit") throw paymentNotFound();
    if (payment.status === "pending") {
      const { expiresAt } = providerData(payment);
      if (expiresAt !== undefined && Date.parse(expiresAt) <= clock().getTime()) {
        return answer(c, db, failDeposit(deps, payment.id, { status: "cancelled", code: "PAYMENT_EXPIRED", message: "The payment expired" }));
      }
    }
    if (payment.status === "processing") throw new ApiError(409, "PAYMENT_AWAITS_3DS", "This card payment completes through the 3DS webhook");
    if (result === "failed") {
      return answer(c, db, failDeposit(deps, payment.id, { status: "failed", code: "TRANSACTION_FAILED", message: "The payment did not arrive" }));
    }
    return answer(c, db, completeDeposit(deps, payment.id));
  });
}
