import { DepositEventSchema, DepositResponseSchema, ThreeDsWebhookResponseSchema } from "@casino/api-client";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWallet } from "../repos/wallet-read.ts";
import {
  SITE, codeOf, createWalletPlayer, createWalletTestApp, goodCard, ledgerTotals, methodId, moneyHeaders, parsed, send, type WalletTestApp,
} from "./wallet-test-kit.ts";

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;

async function start(player: Player, amount: number, name = "card") {
  const fields = name === "card" ? goodCard : {};
  const res = await send(t, "/api/user/deposit", { body: { methodId: methodId(t, name), amount, currency: "EUR", fields, returnUrl: `${SITE}/deposit` }, headers: moneyHeaders(player) });
  return parsed(DepositResponseSchema, res).data.payment.id;
}

const form = (path: string, fields: Record<string, string>) =>
  t.app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

/** The redirect's target split into the site path and its query. */
function target(res: Response) {
  expect(res.status).toBe(303);
  const url = new URL(res.headers.get("location")!, "http://localhost");
  return { origin: url.origin, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

const status = (id: string) => t.db.prepare("SELECT status FROM payments WHERE id = ?").pluck().get(id);

describe("the hosted card page with its 3-D Secure step", () => {
  it("approves through 3DS, returns PaReq and MD, and the 3DS webhook credits exactly once", async () => {
    const player = createWalletPlayer(t);
    const id = await start(player, 50);
    const page = await t.app.request(`/sandbox/pay/${id}`);
    const html = await page.text();
    for (const label of ["Approve", "Decline", "Cancel", "Leave pending", "3-D Secure", "50.00 EUR"]) expect(html).toContain(label);

    expect(target(await form(`/sandbox/pay/${id}/action`, { action: "approve" })).path).toBe(`/sandbox/pay/${id}/3ds`);
    expect(await (await t.app.request(`/sandbox/pay/${id}/3ds`)).text()).toContain("123456");
    const back = target(await form(`/sandbox/pay/${id}/3ds`, { code: "123456", outcome: "authenticate" }));
    expect(back).toMatchObject({ origin: SITE, path: "/", query: { modal: "deposit-3ds-success", method: "card", MD: id, PaReq: expect.any(String) } });
    expect(status(id)).toBe("processing");
    expect(readWallet(t.db, player.userId).amount).toBe(0);

    const other = createWalletPlayer(t);
    const stolen = await send(t, "/api/user/3ds-webhook", { body: { PaReq: back.query["PaReq"], MD: id }, headers: other.headers });
    expect([stolen.status, codeOf(stolen)]).toEqual([404, "PAYMENT_NOT_FOUND"]);
    const forged = await send(t, "/api/user/3ds-webhook", { body: { PaReq: "forged", MD: id }, headers: player.headers });
    expect([forged.status, codeOf(forged)]).toEqual([400, "INVALID_3DS"]);

    t.events.length = 0;
    const first = parsed(ThreeDsWebhookResponseSchema, await send(t, "/api/user/3ds-webhook", { body: { PaReq: back.query["PaReq"], MD: id }, headers: player.headers }));
    const second = parsed(ThreeDsWebhookResponseSchema, await send(t, "/api/user/3ds-webhook", { body: { PaReq: back.query["PaReq"], MD: id }, headers: player.headers }));
    expect(first.data.payment).toMatchObject({ id, status: "completed", amount: 50 });
    expect(second).toEqual(first);
    expect(readWallet(t.db, player.userId).amount).toBe(50);
    expect(ledgerTotals(t.db, player.userId).sums.entries).toBe(1);
    expect(t.events.map((e) => e.event)).toEqual(["credit", "balance", "deposit"]);
    expect(v.parse(DepositEventSchema, t.events[2]!.payload).count).toBe(1);
    // The page now only sends the player back to the result.
    expect(target(await t.app.request(`/sandbox/pay/${id}`)).query["modal"]).toBe("deposit-success");
  });

  it("skips 3DS under the 30 EUR low-value exemption: approve completes at once", async () => {
    const player = createWalletPlayer(t);
    const id = await start(player, 20);
    expect(await (await t.app.request(`/sandbox/pay/${id}`)).text()).not.toContain("3-D Secure");
    expect(target(await form(`/sandbox/pay/${id}/action`, { action: "approve" })).query).toEqual({ modal: "deposit-success", method: "card" });
    expect(readWallet(t.db, player.userId).amount).toBe(20);
  });

  it.each([
    ["decline", "deposit-decline", "failed", "TRANSACTION_FAILED"],
    ["cancel", "deposit-cancel", "cancelled", "DEPOSIT_CANCELLED"],
    ["pending", "deposit-pending", "pending", null],
    ["return", "deposit-return", "pending", null],
  ])("%s sends the player to /?modal=%s (payment %s)", async (action, modal, after, failure) => {
    const player = createWalletPlayer(t);
    const id = await start(player, 50);
    t.events.length = 0;
    expect(target(await form(`/sandbox/pay/${id}/action`, { action })).query).toEqual({ modal, method: "card" });
    expect(status(id)).toBe(after);
    expect(t.events).toEqual(failure ? [{ userId: player.userId, event: "failedDeposit", payload: expect.objectContaining({ code: failure }) }] : []);
    expect(readWallet(t.db, player.userId).amount).toBe(0);
  });

  it("fails the payment on a wrong 3DS code: /?modal=deposit-failed", async () => {
    const player = createWalletPlayer(t);
    const id = await start(player, 50);
    await form(`/sandbox/pay/${id}/action`, { action: "approve" });
    expect(target(await form(`/sandbox/pay/${id}/3ds`, { code: "000000", outcome: "authenticate" })).query).toEqual({ modal: "deposit-failed", method: "card" });
    expect(status(id)).toBe("failed");
    const late = await send(t, "/api/user/3ds-webhook", { body: { PaReq: "x", MD: id }, headers: player.headers });
    expect(parsed(ThreeDsWebhookResponseSchema, late).data.payment.status).toBe("failed");
  });

  it("answers 409 PAYMENT_NOT_AUTHENTICATED to a webhook before the 3DS step", async () => {
    const player = createWalletPlayer(t);
    const id = await start(player, 50);
    const res = await send(t, "/api/user/3ds-webhook", { body: { PaReq: "x", MD: id }, headers: player.headers });
    expect([res.status, codeOf(res)]).toEqual([409, "PAYMENT_NOT_AUTHENTICATED"]);
  });

  it("runs a redirect method (carouseller) without 3DS and names it in the modal", async () => {
    const player = createWalletPlayer(t);
    const id = await start(player, 50, "carouseller");
    expect(target(await form(`/sandbox/pay/${id}/action`, { action: "approve" })).query).toEqual({ modal: "deposit-success", method: "carouseller" });
  });

  it("shows a 404 page for an unknown payment", async () => {
    expect((await t.app.request("/sandbox/pay/dep_nope")).status).toBe(404);
  });
});
