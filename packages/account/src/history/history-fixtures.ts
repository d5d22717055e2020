import type { GameRound, Transaction } from "@casino/api-client";
import { transactionFixture } from "@casino/api-client/test-support";

/** Rows for tests and stories. */
export function round(overrides: Partial<GameRound> = {}): GameRound {
  return {
    transactionId: "R1",
    type: "bet",
    game: "Book of Sandbox",
    gameSlug: "book-of-sandbox",
    provider: "Sandbox Gaming",
    currencyCode: "EUR",
    balanceBefore: 200,
    amount: 20,
    balanceAfter: 180,
    bonusBalance: 0,
    date: "2026-11-20T10:20:00.000Z",
    ...overrides,
  };
}

export const TRANSACTIONS: Transaction[] = [
  transactionFixture(),
  transactionFixture({ id: "P2", date: "2026-11-18T08:00:00.000Z", method: "Bitcoin", amount: 250, status: "pending" }),
  transactionFixture({ id: "W1", date: "2026-11-15T12:00:00.000Z", type: "withdrawal", amount: 80, status: "processed" }),
  transactionFixture({ id: "L9", date: "2026-11-12T12:00:00.000Z", method: "Bonus", type: "bonus", amount: 0, bonus: 100, status: "completed" }),
  transactionFixture({ id: "P0", date: "2026-11-10T09:30:00.000Z", method: "Card", amount: 50, status: "failed" }),
];

export const ROUNDS: GameRound[] = [
  round(),
  round({ transactionId: "R2", type: "win", amount: 45.5, balanceBefore: 180, balanceAfter: 225.5 }),
  round({ transactionId: "R3", balanceBefore: 225.5, balanceAfter: 205.5, date: "2026-11-20T10:21:00.000Z" }),
];
