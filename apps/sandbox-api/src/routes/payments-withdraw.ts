import {
  SandboxPayoutPayloadSchema,
  WithdrawalPayloadSchema,
  type PaymentResult,
  type WithdrawalPayload,
  type WithdrawalQuote,
} from "@casino/api-client";
import type { Context, Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { readBalance, withLedger } from "../repos/ledger.ts";
import { findMethod } from "../repos/payments-methods.ts";
import { FINAL_STATUSES, findPayment, insertPayment, newPaymentId, toPayment, updatePayment } from "../repos/payments.ts";
import { findUserById, type UserRow } from "../repos/users.ts";
import { readBonusState } from "../repos/wallet-bonus-state.ts";
import { currencyDecimals, toMajor, toMinor } from "../repos/wallet-money.ts";
import { sumEntries } from "../repos/wallet-store.ts";
import { storableFields } from "../rules/cashier-fields.ts";
import { quoteWithdrawal, type Quote } from "../rules/cashier-withdrawal.ts";
import { replay, requestHash, requireIdempotencyKey, storeResponse } from "./payments-idempotency.ts";

export function registerPaymentsWithdrawRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;

  /** The quote, or the refusal thrown as an error. */
  function quote(userId: number, payload: WithdrawalPayload) {
    const method = findMethod(db, payload.methodId);
    if (!method) throw notFound("No such payment method", "PAYMENT_METHOD_NOT_FOUND");
    const user = findUserById(db, userId) as UserRow;
    const decimals = currencyDecimals(db, payload.currency) ?? 2;
    const currency = user.currency_code;
    const result = quoteWithdrawal({
      method,
      player: {
        email: user.email, emailVerified: user.is_email_verified === 1, countryCode: user.country_code,
        tags: JSON.parse(user.tags_json) as string[], currency,
      },
      currency: payload.currency,
      amount: payload.amount,
      amountMinor: toMinor(payload.amount, decimals),
      decimals,
      fields: payload.fields ?? {},
      cash: readBalance(db, userId, currency).cash,
      depositCount: user.deposit_count,
      deposited: sumEntries(db, userId, currency, ["deposit"]),
      wagered: sumEntries(db, userId, currency, ["bet"]),
      activeBonus: readBonusState(db, userId).active,
    });
    if ("refusal" in result) throw new ApiError(result.refusal.status, result.refusal.code, result.refusal.message);
    return { method, quote: result.quote, decimals, cash: readBalance(db, userId, currency).cash };
  }

  function toQuote(payload: WithdrawalPayload, q: Quote, decimals: number, cash: number, feePercent: number): WithdrawalQuote {
    const major = (minor: number) => toMajor(minor, decimals);
    return {
      methodId: payload.methodId, currency: payload.currency, amount: major(q.amount), fee: major(q.fee), feePercent, netAmount: major(q.net),
      limits: q.limits, available: major(cash),
      wagering: { required: major(q.wagering.required), wagered: major(q.wagering.wagered), left: major(q.wagering.left) },
      conditions: q.conditions, canWithdraw: q.conditions.every((condition) => condition.met),
    };
  }

  app.post("/api/user/withdraw/calculate", async (c) => {
    const { userId } = requireUser(c);
    const payload = await readBody(c, WithdrawalPayloadSchema);
    const { method, quote: q, decimals, cash } = quote(userId, payload);
    return c.json({ success: true, data: toQuote(payload, q, decimals, cash, method.withdrawalFeePercent) });
  });

  app.post("/api/user/withdraw/confirm", async (c: Context) => {
    const { userId } = requireUser(c);
    const key = requireIdempotencyKey(c);
    const payload = await readBody(c, WithdrawalPayloadSchema);
    const hash = requestHash(payload);
    const replayed = replay(c, db, userId, "withdrawal", key, hash);
    if (replayed) return replayed;
    const { method, quote: q } = quote(userId, payload);
    const unmet = q.conditions.find((condition) => !condition.met);
    if (unmet) throw new ApiError(400, unmet.code, unmet.message);

    const now = clock();
    const id = newPaymentId("withdrawal");
    // The cash leaves the wallet now (held for the payout desk); a rejected payout is refunded.
    const body = withLedger(deps, (tx) => {
      insertPayment(db, {
        id, user_id: userId, method_id: method.id, direction: "withdrawal", status: "pending", currency: payload.currency,
        amount: q.amount, fee: q.fee, idempotency_key: key, request_hash: hash,
        fields_json: JSON.stringify(storableFields(method.withdrawalFields, payload.fields ?? {})),
      }, now);
      const { entry } = tx.debit({ userId, kind: "withdrawal", cash: q.amount, currency: payload.currency, reference: `payment:${id}`, idempotencyKey: `payment:${id}` });
      const row = updatePayment(db, id, { ledger_entry_id: entry.id }, now);
      const data: PaymentResult = { payment: toPayment(db, row) };
      const response = { success: true as const, data };
      storeResponse(db, id, 200, response, now);
      return response;
    });
    return c.json(body);
  });

  // Sandbox only: the payout desk pays (approve) or refuses (reject: the cash goes back) a withdrawal.
  app.post("/sandbox/payouts/:id/decide", async (c) => {
    const { decision } = await readBody(c, SandboxPayoutPayloadSchema);
    const payment = findPayment(db, c.req.param("id"));
    if (!payment || payment.direction !== "withdrawal") throw notFound("No such withdrawal", "PAYMENT_NOT_FOUND");
    const now = clock();
    const row = withLedger(deps, (tx) => {
      const current = findPayment(db, payment.id)!;
      if (FINAL_STATUSES.includes(current.status)) return current;
      if (decision === "approve") return updatePayment(db, payment.id, { status: "processed", completed_at: now.toISOString() }, now);
      tx.credit({ userId: payment.user_id, kind: "refund", cash: payment.amount, currency: payment.currency, reference: `payment:${payment.id}`, idempotencyKey: `refund:${payment.id}` });
      return updatePayment(db, payment.id, { status: "rejected", error_code: "WITHDRAWAL_REJECTED", error_message: "The payout was rejected", completed_at: now.toISOString() }, now);
    });
    const data: PaymentResult = { payment: toPayment(db, row) };
    return c.json({ success: true, data });
  });
}
