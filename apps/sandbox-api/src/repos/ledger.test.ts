import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { BalanceEventSchema, WalletChangeEventSchema } from "@casino/api-client";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { createWalletPlayer, createWalletTestApp, ledgerTotals, type WalletTestApp } from "../routes/wallet-test-kit.ts";
import { InsufficientFundsError, credit, debit, readBalance, withLedger } from "./ledger.ts";
import { readWallet } from "./wallet-read.ts";

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

const freshPlayer = (cash = 0) => {
  const { userId } = createWalletPlayer(t);
  if (cash > 0) credit(t.deps, { userId, kind: "adjustment", cash });
  t.events.length = 0;
  return userId;
};

describe("credit / debit", () => {
  it("moves money, writes one entry per movement and keeps the running balance on it", () => {
    const userId = freshPlayer();
    credit(t.deps, { userId, kind: "deposit", cash: 10_000, reference: "payment:x" });
    credit(t.deps, { userId, kind: "bonus", nonCash: 2_500 });
    const result = debit(t.deps, { userId, kind: "bet", cash: 1_234 });
    expect(result.wallet).toEqual({ userId, currency: "EUR", cash: 8_766, nonCash: 2_500 });
    expect(result.entry).toMatchObject({ kind: "bet", cashDelta: -1_234, nonCashDelta: 0, balanceAfterCash: 8_766, balanceAfterNonCash: 2_500 });
    expect(readWallet(t.db, userId)).toEqual({ amount: 87.66, nonCashAmount: 25, totalAmount: 112.66 });
    const { sums, wallet } = ledgerTotals(t.db, userId);
    expect(sums).toEqual({ cash: wallet.cash, nonCash: wallet.nonCash, entries: 3 });
  });

  it("emits debit/credit with the signed amount, then balance, in the client's event shapes", () => {
    const userId = freshPlayer(5_000);
    debit(t.deps, { userId, kind: "bet", cash: 150 });
    credit(t.deps, { userId, kind: "win", cash: 400 });
    expect(t.events.map((e) => [e.userId, e.event])).toEqual([
      [userId, "debit"], [userId, "balance"], [userId, "credit"], [userId, "balance"],
    ]);
    expect(v.parse(WalletChangeEventSchema, t.events[0]!.payload)).toEqual({
      amount: -1.5,
      userWallet: { amount: 48.5, nonCashAmount: 0, totalAmount: 48.5 },
    });
    expect(v.parse(WalletChangeEventSchema, t.events[2]!.payload).amount).toBe(4);
    expect(v.parse(BalanceEventSchema, t.events[3]!.payload)).toEqual({ userWallet: { amount: 52.5, nonCashAmount: 0, totalAmount: 52.5 } });
  });

  it.each([
    ["cash beyond the balance", { cash: 1_001 }],
    ["bonus money the player does not have", { nonCash: 1 }],
  ])("refuses to take %s: INSUFFICIENT_FUNDS, nothing written, nothing emitted", (_, amounts) => {
    const userId = freshPlayer(1_000);
    expect(() => debit(t.deps, { userId, kind: "bet", ...amounts })).toThrow(InsufficientFundsError);
    expect(readBalance(t.db, userId)).toMatchObject({ cash: 1_000, nonCash: 0 });
    expect(ledgerTotals(t.db, userId).sums.entries).toBe(1);
    expect(t.events).toEqual([]);
  });

  it.each([
    ["a negative amount", { cash: -5 }],
    ["a zero movement", { cash: 0 }],
    ["a fraction of a minor unit", { cash: 1.5 }],
  ])("throws on %s (a programming error, not a player's)", (_, amounts) => {
    const userId = freshPlayer(1_000);
    expect(() => credit(t.deps, { userId, kind: "adjustment", ...amounts })).toThrow(/ledger/);
  });

  it("answers a repeated idempotency key with the first entry and moves money once", () => {
    const userId = freshPlayer();
    const first = credit(t.deps, { userId, kind: "rakeback", cash: 700, idempotencyKey: "rakeback:2026-03-10" });
    const again = credit(t.deps, { userId, kind: "rakeback", cash: 700, idempotencyKey: "rakeback:2026-03-10" });
    expect(again).toMatchObject({ replayed: true, entry: first.entry });
    expect(readBalance(t.db, userId).cash).toBe(700);
    expect(t.events.filter((e) => e.event === "credit")).toHaveLength(1);
    expect(() => credit(t.deps, { userId, kind: "rakeback", cash: 999, idempotencyKey: "rakeback:2026-03-10" })).toThrow(
      expect.objectContaining({ code: "IDEMPOTENCY_KEY_REUSED", status: 409 }),
    );
  });

  it("converts bonus money to cash in one entry with post", () => {
    const userId = freshPlayer();
    credit(t.deps, { userId, kind: "bonus", nonCash: 2_000 });
    const { wallet } = withLedger(t.deps, (tx) => tx.post({ userId, kind: "bonus_conversion", cash: 2_000, nonCash: -2_000 }));
    expect(wallet).toMatchObject({ cash: 2_000, nonCash: 0 });
  });

  it("applies all movements of withLedger or none, and emits only after the commit", () => {
    const userId = freshPlayer(1_000);
    expect(() =>
      withLedger(t.deps, (tx) => {
        tx.credit({ userId, kind: "win", cash: 500 });
        tx.debit({ userId, kind: "bet", cash: 5_000 });
      }),
    ).toThrow(InsufficientFundsError);
    expect(readBalance(t.db, userId).cash).toBe(1_000);
    expect(t.events).toEqual([]);
  });

  it("keeps wallets per currency; the account currency's is the one read by default", () => {
    const userId = freshPlayer(1_000);
    credit(t.deps, { userId, kind: "deposit", cash: 12_345_678, currency: "BTC" });
    expect(readBalance(t.db, userId, "BTC").cash).toBe(12_345_678);
    expect(readWallet(t.db, userId).amount).toBe(10);
    expect(ledgerTotals(t.db, userId, "BTC").sums.cash).toBe(12_345_678);
  });

  it("reads zeros for a player who never had money", () => {
    expect(readWallet(t.db, DEMO_PLAYER_IDS.newbie)).toEqual({ amount: 0, nonCashAmount: 0, totalAmount: 0 });
  });
});

describe("under load", () => {
  it("never goes negative and loses no row over 2,000 mixed movements", () => {
    const userId = freshPlayer(10_000);
    let refused = 0;
    for (let i = 0; i < 2_000; i++) {
      const amount = ((i * 7919) % 900) + 1;
      try {
        if (i % 3 === 0) credit(t.deps, { userId, kind: "win", cash: amount });
        else debit(t.deps, { userId, kind: "bet", cash: amount });
      } catch (error) {
        expect(error).toBeInstanceOf(InsufficientFundsError);
        refused++;
      }
    }
    const { sums, wallet } = ledgerTotals(t.db, userId);
    expect(refused).toBeGreaterThan(0);
    expect(sums.entries).toBe(2_001 - refused);
    expect(sums.cash).toBe(wallet.cash);
    expect(t.db.prepare("SELECT min(balance_after_cash) FROM ledger_entries WHERE user_id = ?").pluck().get(userId)).toBeGreaterThanOrEqual(0);
  });

  it("serialises writers on separate connections (worker threads): exactly balance / amount debits succeed", async () => {
    const userId = freshPlayer(50_000);
    const run = () =>
      new Promise<{ ok: number; refused: number }>((resolve, reject) => {
        // Workers run plain Node: tsx's loader is registered first so the worker can import the TypeScript source.
        const entry = new URL("./wallet-concurrency-worker.ts", import.meta.url).href;
        // Resolved here: an eval'd worker resolves bare names from the process's folder, which the workspace run moves.
        const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
        const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
        const worker = new Worker(boot, { eval: true, workerData: { dbPath: t.fx.dbPath, userId, count: 150, amount: 100 } });
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    const results = await Promise.all([run(), run(), run(), run()]);
    const ok = results.reduce((sum, r) => sum + r.ok, 0);
    expect(ok).toBe(500);
    expect(results.reduce((sum, r) => sum + r.refused, 0)).toBe(100);
    const { sums, wallet } = ledgerTotals(t.db, userId);
    expect(wallet.cash).toBe(0);
    expect(sums).toEqual({ cash: 0, nonCash: 0, entries: 501 });
  }, 60_000);
});
