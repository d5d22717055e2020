import type { GameRound, GameSummary, Statistics } from "@casino/api-client";
import { gameFixture } from "@casino/api-client/test-support";

/** Filled statistics as GET /api/user/statistics answers them (EUR). */
export const STATISTICS: Statistics = {
  currencyCode: "EUR",
  bets: { count: 42, amount: 840 },
  wins: { count: 17, amount: 912.5 },
  biggestWin: { amount: 250, gameSlug: "book-of-sandbox", gameName: "Book of Sandbox", at: "2026-03-10T12:00:00.000Z" },
  favouriteGame: { slug: "book-of-sandbox", name: "Book of Sandbox", rounds: 30 },
  sessions: 6,
};

export const EMPTY_STATISTICS: Statistics = {
  currencyCode: "EUR",
  bets: { count: 0, amount: 0 },
  wins: { count: 0, amount: 0 },
  biggestWin: null,
  favouriteGame: null,
  sessions: 0,
};

/** A spin as the casino history lists it: its bet row and, when it paid, its win row at the same instant. */
export function spin(n: number, bet: number, win: number): GameRound[] {
  const date = new Date(Date.UTC(2026, 2, 10, 12, n)).toISOString();
  const base = { game: "Book of Sandbox", gameSlug: "book-of-sandbox", provider: "Sandbox Studio", currencyCode: "EUR", balanceBefore: 100, balanceAfter: 100, bonusBalance: 0, date };
  const rows: GameRound[] = [{ ...base, transactionId: `r${n}-bet`, type: "bet", amount: bet }];
  if (win > 0) rows.unshift({ ...base, transactionId: `r${n}-win`, type: "win", amount: win });
  return rows;
}

/** Latest first, as get-game-history answers. */
export const HISTORY: GameRound[] = [spin(4, 10, 0), spin(3, 10, 45), spin(2, 10, 0), spin(1, 10, 5)].flat();

export function game(slug: string, name: string, provider = "Sandbox Studio"): GameSummary {
  return gameFixture({ id: slug.length, slug, name, provider });
}
