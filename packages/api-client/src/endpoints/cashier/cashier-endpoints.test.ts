import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { getTransactions, transactionsQueryOptions } from "../wallet/transactions.ts";
import { createDeposit, depositMutationOptions } from "./deposit.ts";
import { getPayments, paymentMethodsQueryOptions } from "./payment-methods.ts";
import { newIdempotencyKey } from "./payment-schema.ts";
import { confirmSandboxPayment } from "./sandbox-payments.ts";
import { completeThreeDs, threeDsWebhookMutationOptions } from "./three-ds-webhook.ts";
import { calculateWithdrawal, confirmWithdrawal } from "./withdraw.ts";

afterEach(() => resetApiClient());

const payment = {
  id: "dep_1", direction: "deposit", status: "pending", methodId: 1, methodName: "card", methodTitle: "Card", currency: "EUR",
  amount: 50, fee: 0, netAmount: 50, bonusId: null, errorCode: null, createdAt: "2026-03-10T12:00:00.000Z", completedAt: null,
};

describe("cashier endpoints", () => {
  it("createDeposit sends the Idempotency-Key and resolves with payment and action", async () => {
    const data = { payment, action: { type: "redirect", url: "http://sandbox/pay/dep_1" } };
    const fake = useFakeFetch(() => json({ success: true, data }));
    const key = newIdempotencyKey();
    expect(await createDeposit({ methodId: 1, amount: 50, currency: "EUR", returnUrl: "http://localhost:5173" }, key)).toEqual(data);
    expect(fake.last()).toMatchObject({ method: "POST", url: "https://api.test/api/user/deposit" });
    expect(fake.last().headers.get("Idempotency-Key")).toBe(key);
  });

  it("rejects an action the contract does not know as a DataLoadingError", async () => {
    useFakeFetch(() => json({ success: true, data: { payment, action: { type: "cash-in-envelope" } } }));
    await expect(createDeposit({ methodId: 1, amount: 50, currency: "EUR" }, "k")).rejects.toMatchObject({ name: "DataLoadingError" });
  });

  it.each([
    ["getPayments", () => getPayments({ currencyCode: "INR", countryCode: "IN" }), "GET", "/api/admin/get-payments?currencyCode=INR&countryCode=IN", { payments: [] }, []],
    ["getTransactions", () => getTransactions({ type: "deposit", limit: 5 }), "GET", "/api/user/transactions?type=deposit&limit=5", { rows: [], count: 0 }, { rows: [], count: 0 }],
    ["completeThreeDs", () => completeThreeDs({ PaReq: "p", MD: "dep_1" }), "POST", "/api/user/3ds-webhook", { payment }, { payment }],
    ["confirmSandboxPayment", () => confirmSandboxPayment("dep_1"), "POST", "/sandbox/pay/dep_1/confirm", { payment }, { payment }],
  ])("%s calls %s %s", async (_, call, method, path, data, result) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    expect(await call()).toEqual(result);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}` });
  });

  it("calculates, then confirms a withdrawal with its key", async () => {
    const quote = {
      methodId: 9, currency: "EUR", amount: 100, fee: 2, feePercent: 2, netAmount: 98, limits: { min: 10, max: 100 }, available: 500,
      wagering: { required: 0, wagered: 0, left: 0 }, conditions: [{ code: "WITHDRAWAL_ACTIVE_BONUS", met: true, message: "ok" }], canWithdraw: true,
    };
    const fake = useFakeFetch((call) => json({ success: true, data: call.url.endsWith("calculate") ? quote : { payment: { ...payment, direction: "withdrawal" } } }));
    const payload = { methodId: 9, amount: 100, currency: "EUR", fields: { email: "a@b.cd" } };
    expect(await calculateWithdrawal(payload)).toEqual(quote);
    await confirmWithdrawal(payload, "wd-key");
    expect(fake.last().headers.get("Idempotency-Key")).toBe("wd-key");
    expect(fake.last().body).toEqual(payload);
  });

  it("keys queries by their entity", () => {
    expect(paymentMethodsQueryOptions({ currencyCode: "EUR" }).queryKey).toEqual(["payment-methods", { currencyCode: "EUR" }]);
    expect(transactionsQueryOptions({ status: "pending" }).queryKey).toEqual(["transactions", { status: "pending" }]);
  });

  it("refreshes the user and the transactions after the 3DS webhook", async () => {
    useFakeFetch(() => json({ success: true, data: { payment: { ...payment, status: "completed" } } }));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await queryClient.getMutationCache().build(queryClient, threeDsWebhookMutationOptions(queryClient)).execute({ PaReq: "p", MD: "dep_1" });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["user", "details"], ["transactions"]]);
  });

  it("depositMutationOptions passes the variables' key to the call", async () => {
    const fake = useFakeFetch(() => json({ success: true, data: { payment, action: { type: "redirect", url: "u" } } }));
    const queryClient = new QueryClient();
    await queryClient.getMutationCache().build(queryClient, depositMutationOptions(queryClient)).execute({
      payload: { methodId: 1, amount: 50, currency: "EUR" },
      idempotencyKey: "attempt-1",
    });
    expect(fake.last().headers.get("Idempotency-Key")).toBe("attempt-1");
  });
});
