import { SandboxPaymentResponseSchema, WithdrawalConfirmResponseSchema, WithdrawalQuoteResponseSchema } from "@casino/api-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { credit } from "../repos/ledger.ts";
import { updateUser } from "../repos/users.ts";
import { readWallet } from "../repos/wallet-read.ts";
import {
  codeOf, createWalletPlayer, createWalletTestApp, fund, ledgerTotals, methodId, moneyHeaders, parsed, send, type WalletTestApp,
} from "./wallet-test-kit.ts";

// The rewards vertical decides what an active bonus is; here a set of player ids stands in for it.
const withBonus = new Set<number>();
vi.mock("../repos/wallet-bonus-state.ts", () => ({
  readBonusState: (_db: unknown, userId: number) => ({ active: withBonus.has(userId), bonusId: withBonus.has(userId) ? 1 : null }),
}));

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

type Player = ReturnType<typeof createWalletPlayer>;
/** A verified player with one deposit, wagered, and `cash` EUR. */
function readyPlayer(cash = 500, columns: Parameters<typeof createWalletPlayer>[1] = {}): Player {
  const player = createWalletPlayer(t, columns);
  if (cash > 0) fund(t, player.userId, cash);
  updateUser(t.db, player.userId, { deposit_count: 1 }, new Date());
  return player;
}

const carouseller = (amount: number, email = "me@example.test") => ({ methodId: methodId(t, "carouseller"), amount, currency: "EUR", fields: { email } });
const calculate = (player: Player, body: object) => send(t, "/api/user/withdraw/calculate", { body, headers: player.headers });
const confirm = (player: Player, body: object, headers: Record<string, string> = moneyHeaders(player)) => send(t, "/api/user/withdraw/confirm", { body, headers });

describe("POST /api/user/withdraw/calculate", () => {
  it("quotes fee, net amount, limits and the met conditions", async () => {
    const player = readyPlayer(500);
    const quote = parsed(WithdrawalQuoteResponseSchema, await calculate(player, carouseller(100))).data;
    expect(quote).toMatchObject({ amount: 100, fee: 2, feePercent: 2, netAmount: 98, limits: { min: 10, max: 10_000 }, available: 500, canWithdraw: true });
    expect(quote.conditions.every((c) => c.met)).toBe(true);
  });

  it("reports every unmet condition; a self-excluded account is not blocked", async () => {
    const player = createWalletPlayer(t, { is_email_verified: 0, self_exclusion_permanent: 1 });
    credit(t.deps, { userId: player.userId, kind: "deposit", cash: 20_000 });
    withBonus.add(player.userId);
    const quote = parsed(WithdrawalQuoteResponseSchema, await calculate(player, carouseller(50))).data;
    expect(quote.conditions.filter((c) => !c.met).map((c) => c.code)).toEqual([
      "WITHDRAWAL_NEEDS_DEPOSIT", "WITHDRAWAL_EMAIL_NOT_VERIFIED", "WITHDRAWAL_WAGERING_INCOMPLETE", "WITHDRAWAL_ACTIVE_BONUS",
    ]);
    expect(quote.wagering).toEqual({ required: 200, wagered: 0, left: 200 });
    expect(quote.canWithdraw).toBe(false);
  });

  const bank = (fields: object) => ({ methodId: methodId(t, "bank_transfer"), amount: 100, currency: "EUR", fields });
  const goodBank = { name: "Dana Deposit", account: "MT84MALT011000012345MTLCAST001S", bankCode: "MALTMTMT", email: "dana@example.test" };
  const inr = { country_code: "IN", currency_code: "INR" };
  const netbanking = (fields: object) => ({ methodId: methodId(t, "netbanking"), amount: 2000, currency: "INR", fields });
  const goodNet = { name: "Asha Rao", account: "001234567890", bankCode: "SBIN0001234", bankName: "State Bank", email: "asha@example.in" };
  it.each([
    ["AMOUNT_BELOW_ZERO", {}, () => carouseller(0), 400],
    ["WITHDRAWAL_LIMIT_THRESHOLD", {}, () => carouseller(5), 400],
    ["INSUFFICIENT_FUNDS", {}, () => carouseller(600), 409],
    ["WITHDRAWAL_NOT_AVAILABLE", {}, () => ({ methodId: methodId(t, "upi_qr"), amount: 100, currency: "EUR" }), 400],
    ["WITHDRAWAL_METHOD_UNAVAILABLE", {}, () => ({ methodId: methodId(t, "vip_wire"), amount: 500, currency: "EUR", fields: goodBank }), 400],
    ["CURRENCY_MISMATCH", {}, () => ({ ...carouseller(100), currency: "USD" }), 400],
    ["INVALID_EMAIL", {}, () => carouseller(100, "nope"), 400],
    ["INVALID_NAME", {}, () => bank({ ...goodBank, name: "" }), 400],
    ["INVALID_ACCOUNT", {}, () => bank({ ...goodBank, account: "12" }), 400],
    ["INVALID_BANK_CODE", {}, () => bank({ ...goodBank, bankCode: "SHORT" }), 400],
    ["BANK_NAME_REQUIRED", inr, () => netbanking({ ...goodNet, bankName: "" }), 400],
    ["INVALID_UPI_ID", inr, () => ({ methodId: methodId(t, "upi_id"), amount: 1000, currency: "INR", fields: { name: "Asha", upiId: "asha-at-okaxis" } }), 400],
    ["INVALID_WALLET_ADDRESS", {}, () => ({ methodId: methodId(t, "bitcoin"), amount: 100, currency: "EUR", fields: { network: "BTC", walletAddress: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F" } }), 400],
    ["INVALID_NETWORK", {}, () => ({ methodId: methodId(t, "bitcoin"), amount: 100, currency: "EUR", fields: { network: "USDT-TRC20", walletAddress: "x" } }), 400],
  ])("refuses with %s", async (code, columns, body, status) => {
    const player = readyPlayer(500, columns);
    if (columns === inr) fund(t, player.userId, 5000);
    const res = await calculate(player, body());
    expect([res.status, codeOf(res)]).toEqual([status, code]);
  });

  it("accepts a complete netbanking form with the optional branch left out", async () => {
    const player = readyPlayer(0, inr);
    fund(t, player.userId, 5000);
    expect(parsed(WithdrawalQuoteResponseSchema, await calculate(player, netbanking(goodNet))).data.canWithdraw).toBe(true);
  });
});

describe("POST /api/user/withdraw/confirm", () => {
  it("debits the cash once for a repeated Idempotency-Key, pending for the payout desk", async () => {
    const player = readyPlayer(500);
    const headers = moneyHeaders(player);
    t.events.length = 0;
    const first = parsed(WithdrawalConfirmResponseSchema, await confirm(player, carouseller(100), headers));
    const repeats = await Promise.all([confirm(player, carouseller(100), headers), confirm(player, carouseller(100), headers)]);
    for (const res of repeats) expect(parsed(WithdrawalConfirmResponseSchema, res)).toEqual(first);
    expect(first.data.payment).toMatchObject({ direction: "withdrawal", status: "pending", amount: 100, fee: 2, netAmount: 98 });
    expect(readWallet(t.db, player.userId).amount).toBe(400);
    expect(t.events.map((e) => e.event)).toEqual(["debit", "balance"]);
    const reused = await confirm(player, carouseller(120), headers);
    expect([reused.status, codeOf(reused)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it("debits once for parallel first requests with one key", async () => {
    const player = readyPlayer(500);
    const headers = moneyHeaders(player);
    const answers = await Promise.all([1, 2, 3].map(() => confirm(player, carouseller(50), headers)));
    const [first, ...rest] = answers.map((res) => parsed(WithdrawalConfirmResponseSchema, res));
    for (const again of rest) expect(again).toEqual(first);
    expect(readWallet(t.db, player.userId).amount).toBe(450);
    expect(t.db.prepare("SELECT count(*) FROM payments WHERE user_id = ? AND direction = 'withdrawal'").pluck().get(player.userId)).toBe(1);
  });

  it.each([
    ["WITHDRAWAL_NEEDS_DEPOSIT", (p: Player) => updateUser(t.db, p.userId, { deposit_count: 0 }, new Date())],
    ["WITHDRAWAL_EMAIL_NOT_VERIFIED", (p: Player) => updateUser(t.db, p.userId, { is_email_verified: 0 }, new Date())],
    ["WITHDRAWAL_WAGERING_INCOMPLETE", (p: Player) => void credit(t.deps, { userId: p.userId, kind: "deposit", cash: 1_000 })],
    ["WITHDRAWAL_ACTIVE_BONUS", (p: Player) => void withBonus.add(p.userId)],
  ])("refuses with %s and moves nothing", async (code, setup) => {
    const player = readyPlayer(500);
    setup(player);
    const before = readWallet(t.db, player.userId);
    const res = await confirm(player, carouseller(100));
    expect([res.status, codeOf(res)]).toEqual([400, code]);
    expect(readWallet(t.db, player.userId)).toEqual(before);
  });

  it("requires an Idempotency-Key", async () => {
    const player = readyPlayer(500);
    const res = await confirm(player, carouseller(100), player.headers);
    expect([res.status, codeOf(res)]).toEqual([400, "IDEMPOTENCY_KEY_REQUIRED"]);
  });

  it("takes 200 parallel withdrawals from one wallet without going negative or losing a ledger row", async () => {
    const player = readyPlayer(1_000);
    const results = await Promise.all(Array.from({ length: 200 }, () => confirm(player, carouseller(10))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(100);
    for (const res of ok) parsed(WithdrawalConfirmResponseSchema, res);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${codeOf(r)}`))).toEqual(new Set(["409 INSUFFICIENT_FUNDS"]));
    const { sums, wallet } = ledgerTotals(t.db, player.userId);
    expect(wallet.cash).toBe(0);
    expect(sums).toEqual({ cash: 0, nonCash: 0, entries: 101 });
    expect(t.db.prepare("SELECT count(*) FROM payments WHERE user_id = ? AND direction = 'withdrawal'").pluck().get(player.userId)).toBe(100);
  });
});

describe("POST /sandbox/payouts/<id>/decide", () => {
  it.each([
    ["approve", "processed", 400],
    ["reject", "rejected", 500],
  ])("%s: the withdrawal is %s once (balance then %s)", async (decision, status, balance) => {
    const player = readyPlayer(500);
    const { payment } = parsed(WithdrawalConfirmResponseSchema, await confirm(player, carouseller(100))).data;
    const first = parsed(SandboxPaymentResponseSchema, await send(t, `/sandbox/payouts/${payment.id}/decide`, { body: { decision } })).data.payment;
    const again = parsed(SandboxPaymentResponseSchema, await send(t, `/sandbox/payouts/${payment.id}/decide`, { body: { decision } })).data.payment;
    expect(first.status).toBe(status);
    expect(again).toEqual(first);
    expect(readWallet(t.db, player.userId).amount).toBe(balance);
  });
});
