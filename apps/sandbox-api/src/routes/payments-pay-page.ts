import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { findMethod } from "../repos/payments-methods.ts";
import { THREE_DS_CODE } from "../repos/payments-provider.ts";
import { completeDeposit, failDeposit } from "../repos/payments-settle.ts";
import { findPayment, providerData, toPayment, updatePayment, type PaymentRow } from "../repos/payments.ts";
import { escapeHtml, htmlPage } from "./payments-html.ts";

// The provider's hosted page for card and redirect deposits (GET /sandbox/pay/<id>): the player approves,
// declines, cancels or leaves the payment pending; a card over the 3DS exemption goes through a 3-D Secure
// step first. Every outcome sends the player back to the site at /?modal=deposit-…&method=<method name>.
// The payment id in the URL is the page's only credential, as on a real provider's page.

type Modal = "deposit-success" | "deposit-failed" | "deposit-pending" | "deposit-decline" | "deposit-cancel" | "deposit-return" | "deposit-3ds-success";

function backTo(c: Context, payment: PaymentRow, methodName: string, modal: Modal, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ modal, method: methodName, ...extra });
  return c.redirect(`${payment.return_url ?? ""}/?${query.toString()}`, 303);
}

/** Where a payment that left "pending" sends the player when its page is opened again. */
function settledModal(payment: PaymentRow): [Modal, Record<string, string>] {
  if (payment.status === "completed") return ["deposit-success", {}];
  if (payment.status === "cancelled") return ["deposit-cancel", {}];
  if (payment.status === "processing") return ["deposit-3ds-success", { PaReq: providerData(payment).paReq ?? "", MD: payment.id }];
  return [payment.status === "failed" && payment.error_code === "TRANSACTION_FAILED" ? "deposit-decline" : "deposit-failed", {}];
}

const notFoundPage = (c: Context) => c.html(htmlPage("Payment not found", "<h1>Payment not found</h1><p class=muted>The link is wrong or old.</p>"), 404);

export function registerPaymentsPayPageRoutes(app: Hono, deps: AppDeps): void {
  const { db, clock } = deps;
  const load = (c: Context) => {
    const payment = findPayment(db, c.req.param("id") ?? "");
    if (!payment || payment.direction !== "deposit" || payment.return_url === null) return undefined;
    const method = findMethod(db, payment.method_id);
    return method && { payment, method };
  };

  app.get("/sandbox/pay/:id", (c) => {
    const found = load(c);
    if (!found) return notFoundPage(c);
    const { payment, method } = found;
    if (payment.status !== "pending") return backTo(c, payment, method.name, ...settledModal(payment));
    const view = toPayment(db, payment);
    const threeDs = providerData(payment).threeDs === true;
    return c.html(
      htmlPage(
        `Pay with ${method.title}`,
        `<h1>Sandbox payment provider</h1><p class=muted>${escapeHtml(method.title)} · payment ${escapeHtml(payment.id)}</p>
<p class=amount>${view.amount.toFixed(2)} ${escapeHtml(view.currency)}</p>
${threeDs ? "<p class=muted>Your bank will ask for 3-D Secure authentication.</p>" : ""}
<form method=post action="/sandbox/pay/${payment.id}/action">
<button class=primary name=action value=approve>Approve</button>
<button class=danger name=action value=decline>Decline</button>
<button name=action value=cancel>Cancel</button>
<button name=action value=pending>Leave pending</button>
<button name=action value=return>Return to the site</button>
</form>`,
      ),
    );
  });

  app.post("/sandbox/pay/:id/action", async (c) => {
    const found = load(c);
    if (!found) return notFoundPage(c);
    const { payment, method } = found;
    if (payment.status !== "pending") return backTo(c, payment, method.name, ...settledModal(payment));
    const action = String((await c.req.parseBody())["action"] ?? "");
    if (action === "approve") {
      if (providerData(payment).threeDs === true) return c.redirect(`/sandbox/pay/${payment.id}/3ds`, 303);
      return backTo(c, completeDeposit(deps, payment.id), method.name, "deposit-success");
    }
    if (action === "decline") {
      const failed = failDeposit(deps, payment.id, { status: "failed", code: "TRANSACTION_FAILED", message: "The payment was declined" });
      return backTo(c, failed, method.name, "deposit-decline");
    }
    if (action === "cancel") {
      const cancelled = failDeposit(deps, payment.id, { status: "cancelled", code: "DEPOSIT_CANCELLED", message: "You cancelled the payment" });
      return backTo(c, cancelled, method.name, "deposit-cancel");
    }
    return backTo(c, payment, method.name, action === "pending" ? "deposit-pending" : "deposit-return");
  });

  app.get("/sandbox/pay/:id/3ds", (c) => {
    const found = load(c);
    if (!found) return notFoundPage(c);
    const { payment, method } = found;
    if (payment.status !== "pending") return backTo(c, payment, method.name, ...settledModal(payment));
    return c.html(
      htmlPage(
        "3-D Secure",
        `<h1>3-D Secure</h1><p class=muted>Enter the one-time code your bank sent you. In the sandbox the code is <b>${THREE_DS_CODE}</b>.</p>
<form method=post action="/sandbox/pay/${payment.id}/3ds">
<input name=code inputmode=numeric autocomplete=one-time-code aria-label="One-time code" value="">
<button class=primary name=outcome value=authenticate>Authenticate</button>
<button class=danger name=outcome value=fail>Fail authentication</button>
</form>`,
      ),
    );
  });

  app.post("/sandbox/pay/:id/3ds", async (c) => {
    const found = load(c);
    if (!found) return notFoundPage(c);
    const { payment, method } = found;
    if (payment.status !== "pending") return backTo(c, payment, method.name, ...settledModal(payment));
    const form = await c.req.parseBody();
    if (form["outcome"] !== "authenticate" || String(form["code"] ?? "").trim() !== THREE_DS_CODE) {
      const failed = failDeposit(deps, payment.id, { status: "failed", code: "THREE_DS_FAILED", message: "3-D Secure authentication failed" });
      return backTo(c, failed, method.name, "deposit-failed");
    }
    // Authenticated: the site finishes the payment by sending PaReq and MD to the 3DS webhook.
    const paReq = randomBytes(18).toString("base64url");
    const now = clock();
    const authenticated = updatePayment(db, payment.id, { status: "processing", provider_json: JSON.stringify({ ...providerData(payment), paReq }) }, now);
    return backTo(c, authenticated, method.name, "deposit-3ds-success", { PaReq: paReq, MD: payment.id });
  });
}
