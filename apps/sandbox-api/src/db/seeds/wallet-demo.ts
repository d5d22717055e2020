import { NO_EVENTS } from "../../context.ts";
import { insertGameSession } from "../../repos/catalog-player-games.ts";
import { InsufficientFundsError, withLedger, type LedgerDeps } from "../../repos/ledger.ts";
import { findMethodIdByName } from "../../repos/payments-methods.ts";
import { completeDeposit } from "../../repos/payments-settle.ts";
import { insertPayment, updatePayment, type Direction } from "../../repos/payments.ts";
import { findSlotSession, playRealRound } from "../../repos/slot-rounds.ts";
import { decimalsOf } from "../../repos/wallet-money.ts";
import type { Seed } from "../seed.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

// The demo players' money, made through the same ledger and settlement code the API uses, so the balances,
// ledger rows, transactions and casino history agree. newbie: an empty EUR wallet. depositor: three completed
// deposits (one card payment failed), a processed withdrawal and 25 slot rounds, so every withdrawal condition
// but the rewards seed's active bonus is met. vip: one large CAD deposit, deposit wagering not done yet.

const DAY = 86_400_000;
export const SEED_SLOT_SESSION = "seed-depositor-slot";

interface SeedPayment {
  userId: number;
  direction: Direction;
  method: string;
  amount: number;
  daysAgo: number;
  outcome: "completed" | "failed" | "processed";
  fields?: Record<string, string>;
}

const payments: SeedPayment[] = [
  { userId: DEMO_PLAYER_IDS.depositor, direction: "deposit", method: "card", amount: 100, daysAgo: 12, outcome: "completed", fields: { cardholder: "Dana Deposit", cardLast4: "4242" } },
  { userId: DEMO_PLAYER_IDS.depositor, direction: "deposit", method: "bitcoin", amount: 250, daysAgo: 9, outcome: "completed", fields: { network: "BTC" } },
  { userId: DEMO_PLAYER_IDS.depositor, direction: "deposit", method: "card", amount: 50, daysAgo: 7, outcome: "failed", fields: { cardholder: "Dana Deposit", cardLast4: "0002" } },
  { userId: DEMO_PLAYER_IDS.depositor, direction: "withdrawal", method: "bank_transfer", amount: 100, daysAgo: 6, outcome: "processed", fields: { name: "Dana Deposit", account: "MT84MALT011000012345MTLCAST001S", bankCode: "MALTMTMT", email: "depositor@demo.casino" } },
  { userId: DEMO_PLAYER_IDS.depositor, direction: "deposit", method: "carouseller", amount: 150, daysAgo: 4, outcome: "completed" },
  { userId: DEMO_PLAYER_IDS.vip, direction: "deposit", method: "vip_wire", amount: 5_000, daysAgo: 20, outcome: "completed" },
];

function seedPayment(deps: LedgerDeps, p: SeedPayment, index: number, now: Date, setClock: (at: Date) => void): void {
  const { db } = deps;
  const at = new Date(now.getTime() - p.daysAgo * DAY);
  setClock(at);
  const currency = db.prepare("SELECT currency_code FROM users WHERE id = ?").pluck().get(p.userId) as string;
  const id = `${p.direction === "deposit" ? "dep" : "wd"}_seed${index + 1}`;
  const methodId = findMethodIdByName(db, p.method);
  if (methodId === undefined) throw new Error(`seed: no payment method ${p.method}`);
  const base = {
    id, user_id: p.userId, method_id: methodId, direction: p.direction, currency, amount: p.amount * 10 ** decimalsOf(db, currency),
    idempotency_key: `seed-${index + 1}`, request_hash: "seed", fields_json: JSON.stringify(p.fields ?? {}),
  };
  if (p.outcome === "failed") {
    insertPayment(db, { ...base, status: "failed", error_code: "TRANSACTION_FAILED", error_message: "Card declined by the issuer", completed_at: at.toISOString() }, at);
  } else if (p.direction === "deposit") {
    insertPayment(db, { ...base, status: "pending", return_url: "http://localhost:5173" }, at);
    completeDeposit(deps, id);
  } else {
    withLedger(deps, (tx) => {
      insertPayment(db, { ...base, status: p.outcome }, at);
      const { entry } = tx.debit({ userId: p.userId, kind: "withdrawal", cash: base.amount, currency, reference: `payment:${id}`, idempotencyKey: `payment:${id}` });
      updatePayment(db, id, { ledger_entry_id: entry.id, completed_at: at.toISOString() }, at);
    });
  }
}

function seedRounds(deps: LedgerDeps, now: Date, setClock: (at: Date) => void): void {
  const { db } = deps;
  const gameId = db
    .prepare("SELECT id FROM games WHERE game_type = 'slot' AND min_bet <= 20 AND max_bet >= 20 ORDER BY popularity_rank LIMIT 1")
    .pluck()
    .get() as number;
  const start = new Date(now.getTime() - 3 * DAY);
  insertGameSession(db, { id: SEED_SLOT_SESSION, userId: DEMO_PLAYER_IDS.depositor, gameId, mode: "real", countryCode: "MT", now: start });
  const session = findSlotSession(db, SEED_SLOT_SESSION)!;
  for (let round = 0; round < 25; round++) {
    setClock(new Date(start.getTime() + round * 60_000));
    try {
      playRealRound(deps, session, 2_000);
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      break;
    }
  }
}

export const walletDemoSeed: Seed = {
  id: "wallet-demo",
  run(db, { now }) {
    let clock = now;
    const deps: LedgerDeps = { db, clock: () => clock, events: NO_EVENTS };
    const setClock = (at: Date) => {
      clock = at;
    };
    db.prepare("INSERT INTO wallets (user_id, currency, cash, non_cash, updated_at) VALUES (?, 'EUR', 0, 0, ?)").run(DEMO_PLAYER_IDS.newbie, now.toISOString());
    payments.forEach((payment, index) => seedPayment(deps, payment, index, now, setClock));
    seedRounds(deps, now, setClock);
  },
};
