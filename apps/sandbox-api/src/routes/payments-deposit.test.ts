import { DepositResponseSchema, SandboxPaymentResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWallet } from "../repos/wallet-read.ts";
import { brandJson, createBrandsFixture } from "../test/fixtures.ts";
import {
  SITE, codeOf, createWalletPlayer, createWalletTestApp, goodCard, ledgerTotals, methodId, moneyHeaders, parsed, send, type WalletTestApp,
} from "./wallet-test-kit.ts";

let t: WalletTestApp;
beforeAll(() => {
  const fx = createBrandsFixture();
  fx.writeBrand("noir", brandJson("noir", { allowDepWithoutAddress: false }));
  t = createWalletTestApp({ fx });
});
afterAll(() => t.close());

const deposit = (player: { headers: Record<string, string> }, body: object, headers: Record<string, string> = moneyHeaders(player)) =>
  send(t, "/api/user/deposit", { body, headers });
const card = (amount = 50, fields: object = goodCard) => ({ methodId: methodId(t, "card"), amount, currency: "EUR", fields, returnUrl: SITE });

describe("POST /api/user/deposit: what each flow answers", () => {
  it("sends a card deposit to the provider's hosted page, pending until it completes", async () => {
    const player = createWalletPlayer(t);
    const { payment, action } = parsed(DepositResponseSchema, await deposit(player, card(50))).data;
    expect(payment).toMatchObject({ direction: "deposit", status: "pending", methodName: "card", amount: 50, currency: "EUR", netAmount: 50 });
    expect(action).toEqual({ type: "redirect", url: `http://localhost/sandbox/pay/${payment.id}` });
    const stored = t.db.prepare("SELECT fields_json, return_url FROM payments WHERE id = ?").get(payment.id) as { fields_json: string; return_url: string };
    expect(JSON.parse(stored.fields_json)).toEqual({ cardholder: "Dana Deposit", cardLast4: "4242" });
    expect(stored.return_url).toBe(SITE);
    expect(readWallet(t.db, player.userId).amount).toBe(0);
  });

  it("answers a crypto deposit with the network's address and the amount in the coin", async () => {
    const player = createWalletPlayer(t);
    const res = await deposit(player, { methodId: methodId(t, "tether"), amount: 108, currency: "EUR", fields: { network: "USDT-TRC20" } });
    const { action } = parsed(DepositResponseSchema, res).data;
    expect(action).toMatchObject({ type: "crypto", network: "USDT-TRC20", payCurrency: "USDT", payAmount: 116.64, address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" });
    expect(action.type === "crypto" && action.qrPayload).toBe("tether:TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7?amount=116.64");
  });

  it.each([
    ["UPI QR: a upi://pay payload with a 5-minute expiry", "upi_qr", { phone: "+91 9876543210" }, "upi_qr", 5],
    ["UPI ID: a collect request to the player's UPI ID", "upi_id", { upiId: "asha@okaxis", phone: "9876543210" }, "upi_collect", 10],
    ["netbanking: the bank's page", "netbanking", { bankName: "State Bank", phone: "9876543210" }, "redirect", 30],
  ])("%s", async (_, name, fields, type, minutes) => {
    const player = createWalletPlayer(t, { country_code: "IN", currency_code: "INR" });
    const before = Date.now();
    const { action } = parsed(DepositResponseSchema, await deposit(player, { methodId: methodId(t, name), amount: 1000, currency: "INR", fields, returnUrl: SITE })).data;
    expect(action.type).toBe(type);
    if (action.type === "upi_qr") expect(action.qrPayload).toMatch(/^upi:\/\/pay\?pa=sandboxcasino@upi&pn=Sandbox%20Casino&am=1000\.00&cu=INR&tr=dep_/);
    if (action.type === "upi_collect") expect(action.upiId).toBe("asha@okaxis");
    if ("expiresAt" in action) expect(Math.round((Date.parse(action.expiresAt) - before) / 60_000)).toBe(minutes);
  });

  it("gives bank transfer details with a payment reference", async () => {
    const player = createWalletPlayer(t);
    const { action } = parsed(DepositResponseSchema, await deposit(player, { methodId: methodId(t, "bank_transfer"), amount: 200, currency: "EUR" })).data;
    expect(action).toMatchObject({ type: "bank_transfer", iban: "MT84MALT011000012345MTLCAST001S", reference: expect.stringMatching(/^DEP-[0-9A-F]{8}$/) });
  });

  it("credits a crypto deposit once when the sandbox confirms it, and emits credit, balance and deposit", async () => {
    const player = createWalletPlayer(t);
    const { payment } = parsed(DepositResponseSchema, await deposit(player, { methodId: methodId(t, "bitcoin"), amount: 100, currency: "EUR", fields: { network: "BTC" } })).data;
    t.events.length = 0;
    const first = parsed(SandboxPaymentResponseSchema, await send(t, `/sandbox/pay/${payment.id}/confirm`, { body: {} })).data.payment;
    const again = parsed(SandboxPaymentResponseSchema, await send(t, `/sandbox/pay/${payment.id}/confirm`, { body: {} })).data.payment;
    expect(first).toMatchObject({ status: "completed", completedAt: expect.any(String) });
    expect(again).toEqual(first);
    expect(readWallet(t.db, player.userId).amount).toBe(100);
    expect(ledgerTotals(t.db, player.userId).sums).toEqual({ cash: 10_000, nonCash: 0, entries: 1 });
    expect(t.events.map((e) => e.event)).toEqual(["credit", "balance", "deposit"]);
    expect(t.events[2]!.payload).toEqual({ amount: 100, count: 1, userWallet: { amount: 100, nonCashAmount: 0, totalAmount: 100 } });
    expect(t.db.prepare("SELECT deposit_count, total_deposit FROM users WHERE id = ?").get(player.userId)).toEqual({ deposit_count: 1, total_deposit: 100 });
  });

  it("fails a deposit the sandbox reports as not arrived, with failedDeposit and no money", async () => {
    const player = createWalletPlayer(t);
    const { payment } = parsed(DepositResponseSchema, await deposit(player, { methodId: methodId(t, "bank_transfer"), amount: 100, currency: "EUR" })).data;
    t.events.length = 0;
    const failed = parsed(SandboxPaymentResponseSchema, await send(t, `/sandbox/pay/${payment.id}/confirm`, { body: { result: "failed" } })).data.payment;
    expect(failed).toMatchObject({ status: "failed", errorCode: "TRANSACTION_FAILED" });
    expect(t.events).toEqual([{ userId: player.userId, event: "failedDeposit", payload: { code: "TRANSACTION_FAILED", message: "The payment did not arrive" } }]);
    expect(readWallet(t.db, player.userId).amount).toBe(0);
  });
});

describe("POST /api/user/deposit: a deposit bonus over a running bonus (spec §4)", () => {
  const bonusIdOf = (slug: string) => (t.db.prepare("SELECT id FROM bonuses WHERE slug = ?").get(slug) as { id: number }).id;
  const bankTransfer = (extra: object) => ({ methodId: methodId(t, "bank_transfer"), amount: 50, currency: "EUR", ...extra });

  it("refuses it with ACTIVE_BONUS until the player confirms the running bonus is cancelled", async () => {
    const player = createWalletPlayer(t);
    const activated = await send(t, "/api/user/bonus/activate", { body: { bonusId: bonusIdOf("no-deposit-10") }, headers: player.headers });
    expect(activated.status).toBe(200);
    const welcome = bonusIdOf("welcome-deposit");

    const refused = await deposit(player, bankTransfer({ bonusId: welcome }));
    expect([refused.status, codeOf(refused)]).toEqual([409, "ACTIVE_BONUS"]);
    expect(t.db.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").get(player.userId)).toEqual({ n: 0 });

    const confirmed = parsed(DepositResponseSchema, await deposit(player, bankTransfer({ bonusId: welcome, confirmCancelCurrent: true }))).data;
    expect(confirmed.payment.status).toBe("pending");
    // Without a new bonus the running one is not touched, so nothing needs confirming.
    expect(parsed(DepositResponseSchema, await deposit(player, bankTransfer({}))).data.payment.status).toBe("pending");
  });
});

describe("POST /api/user/deposit: Idempotency-Key", () => {
  it("answers a repeat with the first result and moves money once", async () => {
    const player = createWalletPlayer(t);
    const headers = moneyHeaders(player);
    const body = { methodId: methodId(t, "bitcoin"), amount: 100, currency: "EUR", fields: { network: "BTC" } };
    const first = parsed(DepositResponseSchema, await deposit(player, body, headers));
    const again = await Promise.all([deposit(player, body, headers), deposit(player, body, headers)]);
    for (const res of again) expect(parsed(DepositResponseSchema, res)).toEqual(first);
    expect(t.db.prepare("SELECT count(*) FROM payments WHERE user_id = ?").pluck().get(player.userId)).toBe(1);
    await send(t, `/sandbox/pay/${first.data.payment.id}/confirm`, { body: {} });
    expect(parsed(DepositResponseSchema, await deposit(player, body, headers))).toEqual(first);
    expect(readWallet(t.db, player.userId).amount).toBe(100);
  });

  it("takes two parallel first requests with one key (a reload's resend racing the lost one) as one payment", async () => {
    const player = createWalletPlayer(t);
    const headers = moneyHeaders(player);
    const body = { methodId: methodId(t, "bitcoin"), amount: 40, currency: "EUR", fields: { network: "BTC" } };
    const answers = await Promise.all([deposit(player, body, headers), deposit(player, body, headers), deposit(player, body, headers)]);
    const [first, ...rest] = answers.map((res) => parsed(DepositResponseSchema, res));
    for (const again of rest) expect(again).toEqual(first);
    expect(t.db.prepare("SELECT count(*) FROM payments WHERE user_id = ?").pluck().get(player.userId)).toBe(1);
    await send(t, `/sandbox/pay/${first!.data.payment.id}/confirm`, { body: {} });
    expect(readWallet(t.db, player.userId).amount).toBe(40);
    expect(parsed(DepositResponseSchema, await deposit(player, body, headers))).toEqual(first);
    expect(readWallet(t.db, player.userId).amount).toBe(40);
  });

  it("replays a provider failure too, and refuses the key for another payload (409)", async () => {
    const player = createWalletPlayer(t);
    const headers = moneyHeaders(player);
    const declined = card(50, { ...goodCard, cardNumber: "4000000000000002" });
    const first = await deposit(player, declined, headers);
    expect([first.status, codeOf(first)]).toEqual([400, "TRANSACTION_FAILED"]);
    expect(await deposit(player, declined, headers)).toEqual(first);
    const reused = await deposit(player, card(60), headers);
    expect([reused.status, codeOf(reused)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it("requires the header: 400 IDEMPOTENCY_KEY_REQUIRED", async () => {
    const player = createWalletPlayer(t);
    const res = await deposit(player, card(), player.headers);
    expect([res.status, codeOf(res)]).toEqual([400, "IDEMPOTENCY_KEY_REQUIRED"]);
  });
});
