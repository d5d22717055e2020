import { DepositResponseSchema, TransactionsResponseSchema, UserDetailsResponseSchema, WithdrawalConfirmResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { credit } from "../repos/ledger.ts";
import { updateUser } from "../repos/users.ts";
import { manualClock } from "../test/contract.ts";
import { loginToken } from "../test/users.ts";
import {
  SITE, codeOf, createWalletPlayer, createWalletTestApp, fund, goodCard, methodId, moneyHeaders, parsed, send, type WalletTestApp,
} from "./wallet-test-kit.ts";

const clock = manualClock(new Date());
let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>, query = "") =>
  parsed(TransactionsResponseSchema, await send(t, `/api/user/transactions${query}`, { headers })).data;

describe("GET /api/user/transactions", () => {
  it("lists the depositor's seeded payments, latest first, without bets and wins", async () => {
    const token = await loginToken(t.app, "depositor@demo.casino");
    const headers = { authorization: `Bearer ${token}` };
    const { rows } = await list(headers, "?type=deposit");
    expect(rows.map((r) => [r.method, r.amount, r.status])).toEqual([
      ["Carouseller", 150, "completed"],
      ["Visa / Mastercard", 50, "failed"],
      ["Bitcoin", 250, "completed"],
      ["Visa / Mastercard", 100, "completed"],
    ]);
    expect((await list(headers, "?type=withdrawal")).rows).toEqual([expect.objectContaining({ method: "Bank transfer (SEPA)", amount: 100, status: "processed" })]);
    const all = await list(headers, "?limit=100");
    expect(all.rows.some((r) => r.type === "bet" || r.type === "win")).toBe(false);
    expect(all.rows.map((r) => r.date)).toEqual([...all.rows.map((r) => r.date)].sort().reverse());
  });

  it("pages with limit and offset and filters by status", async () => {
    const player = createWalletPlayer(t);
    for (let i = 0; i < 5; i++) credit(t.deps, { userId: player.userId, kind: "rakeback", cash: 100 + i });
    const first = await list(player.headers, "?limit=2");
    const second = await list(player.headers, "?limit=2&offset=2");
    expect(first.count).toBe(5);
    expect([...first.rows, ...second.rows].map((r) => r.amount)).toEqual([1.04, 1.03, 1.02, 1.01]);
    expect(first.rows[0]).toMatchObject({ id: expect.stringMatching(/^L\d+$/), type: "rakeback", method: "Rakeback", status: "completed", bonus: 0, bonusId: null });
    expect((await list(player.headers, "?status=pending")).count).toBe(0);
  });

  it("shows bonus money as the bonus column, a payout refund, and a lapsed UPI QR as cancelled", async () => {
    const player = createWalletPlayer(t, { country_code: "IN", currency_code: "INR", phone_code: "91", phone: "9876543210" });
    credit(t.deps, { userId: player.userId, kind: "bonus", nonCash: 5_000 });
    const res = await send(t, "/api/user/deposit", { body: { methodId: methodId(t, "upi_qr"), amount: 500, currency: "INR" }, headers: moneyHeaders(player) });
    const { payment } = parsed(DepositResponseSchema, res).data;
    expect((await list(player.headers, "?status=pending")).rows.map((r) => r.id)).toEqual([payment.id]);
    clock.advance(6 * 60);
    expect((await list(player.headers, "?type=deposit")).rows[0]).toMatchObject({ id: payment.id, status: "cancelled" });
    expect((await list(player.headers, "?type=bonus")).rows[0]).toMatchObject({ amount: 50, bonus: 50, method: "Bonus" });
  });

  it("names payment methods and wallet movements in the language asked for, English for one without names", async () => {
    const player = createWalletPlayer(t);
    credit(t.deps, { userId: player.userId, kind: "bonus_conversion", cash: 100 });
    const token = await loginToken(t.app, "depositor@demo.casino");
    const headers = { authorization: `Bearer ${token}` };
    expect((await list(headers, "?type=withdrawal&language=de")).rows[0]?.method).toBe("Banküberweisung (SEPA)");
    expect((await list({ ...headers, "accept-language": "fi" }, "?type=withdrawal")).rows[0]?.method).toBe("Pankkisiirto (SEPA)");
    expect((await list(player.headers, "?language=pl")).rows[0]?.method).toBe("Konwersja bonusu");
    expect((await list(player.headers, "?language=xx")).rows[0]?.method).toBe("Bonus conversion");
  });

  it.each([["?status=lost"], ["?limit=0"], ["?from=yesterday"]])("answers 400 for %s", async (query) => {
    const player = createWalletPlayer(t);
    expect((await send(t, `/api/user/transactions${query}`, { headers: player.headers })).status).toBe(400);
  });

  it("answers 401 without a token", async () => {
    expect((await send(t, "/api/user/transactions")).status).toBe(401);
  });
});

describe("another player's token", () => {
  it("cannot read or change the first player's wallet, transactions or deposits", async () => {
    const alice = createWalletPlayer(t);
    const bob = createWalletPlayer(t);
    fund(t, alice.userId, 300);
    updateUser(t.db, alice.userId, { deposit_count: 1 }, new Date());
    const key = "shared-key";
    const aliceDeposit = parsed(DepositResponseSchema, await send(t, "/api/user/deposit", {
      body: { methodId: methodId(t, "card"), amount: 50, currency: "EUR", fields: goodCard, returnUrl: SITE }, headers: moneyHeaders(alice, key),
    })).data.payment;

    // The same Idempotency-Key is Bob's own: he gets a new payment, never Alice's answer.
    const bobDeposit = parsed(DepositResponseSchema, await send(t, "/api/user/deposit", {
      body: { methodId: methodId(t, "card"), amount: 50, currency: "EUR", fields: goodCard, returnUrl: SITE }, headers: moneyHeaders(bob, key),
    })).data.payment;
    expect(bobDeposit.id).not.toBe(aliceDeposit.id);

    expect((await list(bob.headers, "?limit=100")).rows.map((r) => r.id)).toEqual([bobDeposit.id]);
    const webhook = await send(t, "/api/user/3ds-webhook", { body: { PaReq: "x", MD: aliceDeposit.id }, headers: bob.headers });
    expect([webhook.status, codeOf(webhook)]).toEqual([404, "PAYMENT_NOT_FOUND"]);

    // A withdrawal always comes out of the caller's own wallet.
    const body = { methodId: methodId(t, "carouseller"), amount: 100, currency: "EUR", fields: { email: "bob@example.test" } };
    const bobWithdraws = await send(t, "/api/user/withdraw/confirm", { body, headers: moneyHeaders(bob) });
    expect([bobWithdraws.status, codeOf(bobWithdraws)]).toEqual([409, "INSUFFICIENT_FUNDS"]);
    const details = parsed(UserDetailsResponseSchema, await send(t, "/api/user/get-user-details", { headers: bob.headers })).data;
    expect(details.userWallet).toEqual({ amount: 0, nonCashAmount: 0, totalAmount: 0 });
    const aliceWithdraws = await send(t, "/api/user/withdraw/confirm", { body, headers: moneyHeaders(alice) });
    expect(parsed(WithdrawalConfirmResponseSchema, aliceWithdraws).data.payment.amount).toBe(100);
    const aliceDetails = parsed(UserDetailsResponseSchema, await send(t, "/api/user/get-user-details", { headers: alice.headers })).data;
    expect(aliceDetails.userWallet.amount).toBe(200);
  });

  it("reads the seeded depositor's wallet in get-user-details", async () => {
    const token = await loginToken(t.app, "depositor@demo.casino");
    const details = parsed(UserDetailsResponseSchema, await send(t, "/api/user/get-user-details", { headers: { authorization: `Bearer ${token}` } })).data;
    expect(details.userId).toBe(DEMO_PLAYER_IDS.depositor);
    expect(details.userWallet.amount).toBeGreaterThan(0);
    expect(details.depositCount).toBe(3);
  });
});
