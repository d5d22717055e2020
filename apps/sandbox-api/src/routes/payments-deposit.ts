import { DepositPayloadSchema, type DepositResult, type PaymentFields } from "@casino/api-client";
import { remainingDepositAllowance } from "@casino/domain";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { resolveBrand } from "../repos/brands.ts";
import { readBonusState } from "../repos/wallet-bonus-state.ts";
import { readDepositLimits, readPlayerSettings } from "../repos/limits.ts";
import { findMethod, type StoredMethod } from "../repos/payments-methods.ts";
import { siteOrigin } from "../repos/payments-origins.ts";
import { issuerDecline, startDeposit } from "../repos/payments-provider.ts";
import { expireStaleDeposits } from "../repos/payments-settle.ts";
import { insertPayment, limitedDeposits, newPaymentId, openDeposits, toPayment } from "../repos/payments.ts";
import { findUserById, type UserRow } from "../repos/users.ts";
import { currencyDecimals, toMinor } from "../repos/wallet-money.ts";
import { cardExpired, storableFields } from "../rules/cashier-fields.ts";
import { depositRefusal } from "../rules/cashier-deposit.ts";
import { requestOrigin } from "./catalog-query.ts";
import { replay, requestHash, requireIdempotencyKey, storeResponse } from "./payments-idempotency.ts";

/** The provider's own refusals: they leave a failed payment, and a replay answers the same. */
function providerFailure(method: StoredMethod, fields: PaymentFields, now: Date) {
  if (method.providerStatus === "down") {
    return { status: 503 as const, code: "PROVIDER_ERROR", message: "There was a problem creating a query to the payment provider; try again later" };
  }
  if (method.flow !== "card") return undefined;
  if (fields.expiry !== undefined && cardExpired(fields.expiry, now)) return { status: 400 as const, code: "TRANSACTION_FAILED", message: "The card has expired" };
  const declined = issuerDecline(fields.cardNumber);
  return declined === undefined ? undefined : { status: 400 as const, code: "TRANSACTION_FAILED", message: declined };
}

/** Test control (sandbox-url-overrides): a redirect to the URL a test asked for instead of the hosted page. */
function withOverride({ urlOverrides }: AppDeps, c: Context, methodId: number, action: DepositResult["action"]): DepositResult["action"] {
  if (action.type !== "redirect") return action;
  const url = urlOverrides?.take("deposit-redirect", c, { methodId });
  return url === undefined ? action : { ...action, url };
}

const profilePhone = (user: UserRow) => (user.phone ? `${user.phone_code ?? ""}${user.phone}` : null);

export function registerPaymentsDepositRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;

  app.post("/api/user/deposit", async (c: Context) => {
    const { userId } = requireUser(c);
    const key = requireIdempotencyKey(c);
    const payload = await readBody(c, DepositPayloadSchema);
    const hash = requestHash(payload);
    const replayed = replay(c, db, userId, "deposit", key, hash);
    if (replayed) return replayed;

    const now = clock();
    const method = findMethod(db, payload.methodId, requestOrigin(c));
    if (!method) throw notFound("No such payment method", "PAYMENT_METHOD_NOT_FOUND");
    assertMayPlay(db, userId, now);
    // Spec §4: a new deposit bonus cancels the running one only once the player confirmed it.
    if (payload.bonusId != null && !payload.confirmCancelCurrent && readBonusState(db, userId).active) {
      throw new ApiError(409, "ACTIVE_BONUS", "A bonus is active: a new deposit bonus replaces it only when confirmCancelCurrent is sent");
    }
    expireStaleDeposits(deps, userId);
    const user = findUserById(db, userId) as UserRow;
    const fields = payload.fields ?? {};
    const decimals = currencyDecimals(db, payload.currency);
    const refusal = depositRefusal({
      method,
      player: {
        email: user.email, emailVerified: user.is_email_verified === 1, countryCode: user.country_code,
        tags: JSON.parse(user.tags_json) as string[], address: user.address, phone: profilePhone(user), currency: user.currency_code,
      },
      visitorCountry: c.req.header("x-sandbox-country")?.toUpperCase(),
      amount: payload.amount,
      amountMinor: decimals === undefined ? undefined : toMinor(payload.amount, decimals),
      currency: payload.currency,
      fields,
      allowDepWithoutAddress: resolveBrand(db, c.req.header("x-system-token"))?.settings["allowDepWithoutAddress"] !== false,
      remainingAllowance: remainingDepositAllowance(
        readDepositLimits(db, userId, now), limitedDeposits(db, userId, payload.currency), now, readPlayerSettings(db, userId).time_zone,
      ),
      openDeposits: openDeposits(db, userId).length,
    });
    if (refusal) throw new ApiError(refusal.status, refusal.code, refusal.message);

    const needsPage = method.flow === "card" || method.flow === "redirect";
    const returnOrigin = siteOrigin(db, payload.returnUrl ?? c.req.header("origin"));
    if (needsPage && !returnOrigin) throw badRequest("returnUrl must be the site's origin (localhost or a brand domain)", "INVALID_RETURN_URL");

    const id = newPaymentId("deposit");
    const base = {
      id, user_id: userId, method_id: method.id, direction: "deposit" as const, currency: payload.currency,
      amount: toMinor(payload.amount, decimals as number) as number, idempotency_key: key, request_hash: hash,
      bonus_id: payload.bonusId ?? null, fields_json: JSON.stringify(storableFields(method.depositFields, fields)), return_url: returnOrigin ?? null,
    };
    const failure = providerFailure(method, fields, now);
    if (failure) {
      const body = { success: false as const, code: failure.code, message: failure.message };
      db.transaction(() => {
        insertPayment(db, { ...base, status: "failed", error_code: failure.code, error_message: failure.message, completed_at: now.toISOString() }, now);
        storeResponse(db, id, failure.status, body, now);
      })();
      deps.events.emitToUser(userId, "failedDeposit", { code: failure.code, message: failure.message });
      return c.json(body, failure.status as ContentfulStatusCode);
    }

    const started = startDeposit({ paymentId: id, method, amount: payload.amount, currency: payload.currency, fields, payPageUrl: `${requestOrigin(c)}/sandbox/pay/${id}`, now });
    const body = db.transaction(() => {
      const row = insertPayment(db, { ...base, status: "pending", provider_json: JSON.stringify(started.provider) }, now);
      const data: DepositResult = { payment: toPayment(db, row), action: withOverride(deps, c, method.id, started.action) };
      const response = { success: true as const, data };
      storeResponse(db, id, 200, response, now);
      return response;
    })();
    return c.json(body);
  });
}
