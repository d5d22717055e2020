import type { GameRound, Transaction } from "@casino/api-client";

/** Rows for tests and stories. */
export function deposit(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: "P1",
    date: "2026-11-20T10:15:00.000Z",
    method: "SEPA transfer",
    type: "deposit",
    amount: 100,
    currency: "EUR",
    status: "completed",
    bonus: 0,
    bonusId: null,
    ...overrides,
  };
}

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
  deposit(),
  deposit({ id: "P2", date: "2026-11-18T08:00:00.000Z", method: "Bitcoin", amount: 250, status: "pending" }),
  deposit({ id: "W1", date: "2026-11-15T12:00:00.000Z", type: "withdrawal", amount: 80, status: "processed" }),
  deposit({ id: "L9", date: "2026-11-12T12:00:00.000Z", method: "Bonus", type: "bonus", amount: 0, bonus: 100, status: "completed" }),
  deposit({ id: "P0", date: "2026-11-10T09:30:00.000Z", method: "Card", amount: 50, status: "failed" }),
];

export const ROUNDS: GameRound[] = [
  round(),
  round({ transactionId: "R2", type: "win", amount: 45.5, balanceBefore: 180, balanceAfter: 225.5 }),
  round({ transactionId: "R3", balanceBefore: 225.5, balanceAfter: 205.5, date: "2026-11-20T10:21:00.000Z" }),
];
