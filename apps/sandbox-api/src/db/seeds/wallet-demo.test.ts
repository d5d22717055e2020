import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletTestApp, ledgerTotals, type WalletTestApp } from "../../routes/wallet-test-kit.ts";
import { readWallet } from "../../repos/wallet-read.ts";
import { sumEntries } from "../../repos/wallet-store.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";
import { paymentMethodSeeds } from "./payments-method-data.ts";

let t: WalletTestApp;
beforeAll(() => {
  t = createWalletTestApp();
});
afterAll(() => t.close());

describe("wallet and payments seeds", () => {
  it("gives the newbie an empty wallet", () => {
    expect(readWallet(t.db, DEMO_PLAYER_IDS.newbie)).toEqual({ amount: 0, nonCashAmount: 0, totalAmount: 0 });
  });

  it("gives the depositor a balance, past deposits and wagered deposits; the ledger adds up", () => {
    const wallet = readWallet(t.db, DEMO_PLAYER_IDS.depositor);
    expect(wallet.amount).toBeGreaterThan(0);
    const user = t.db.prepare("SELECT deposit_count, total_deposit, total_spend FROM users WHERE id = ?").get(DEMO_PLAYER_IDS.depositor);
    expect(user).toEqual({ deposit_count: 3, total_deposit: 500, total_spend: 500 });
    expect(sumEntries(t.db, DEMO_PLAYER_IDS.depositor, "EUR", ["bet"])).toBeGreaterThanOrEqual(sumEntries(t.db, DEMO_PLAYER_IDS.depositor, "EUR", ["deposit"]));
    const { sums, wallet: row } = ledgerTotals(t.db, DEMO_PLAYER_IDS.depositor);
    expect(sums.cash).toBe(row.cash);
    expect(t.db.prepare("SELECT count(*) FROM game_rounds WHERE user_id = ?").pluck().get(DEMO_PLAYER_IDS.depositor)).toBeGreaterThanOrEqual(25);
  });

  it("gives the VIP a CAD balance from one deposit", () => {
    expect(readWallet(t.db, DEMO_PLAYER_IDS.vip)).toEqual({ amount: 5000, nonCashAmount: 0, totalAmount: 5000 });
  });

  it("seeds every payment method, a card form, crypto networks and a carouseller", () => {
    const names = t.db.prepare("SELECT name FROM payment_methods ORDER BY sort_priority").pluck().all();
    expect(names).toEqual(paymentMethodSeeds.map((m) => m.name));
    expect(names).toEqual(expect.arrayContaining(["card", "bitcoin", "ethereum", "tether", "upi_qr", "upi_id", "netbanking", "bank_transfer", "carouseller"]));
  });
});
