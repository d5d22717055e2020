import { LIMIT_PERIOD_VALUES, periodStart, type LimitPeriod } from "@casino/domain";
import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

export interface BetTotals {
  /** Stakes placed in the player's current day (0), week (1) and month (2), refunded ones excluded; major units. */
  wagered: Record<LimitPeriod, number>;
  /** Stakes minus wins and refunds in the same periods, never below 0; major units. */
  lost: Record<LimitPeriod, number>;
  /** Net winnings in the same periods: wins minus stakes (refunded ones excluded), never below 0; major units. */
  won: Record<LimitPeriod, number>;
}

/**
 * What the bet and loss limits count, from the casino history (game_rounds: the rounds the player played, in
 * the account currency), like cashback and referral revenue. Not from the ledger: a free-spin win there is
 * bonus money, not the result of a stake, and a round refund is not a ledger "win".
 */
export function betTotals(db: Database, userId: UserId, currency: string, now: Date, timeZone = "UTC"): BetTotals {
  const decimals = decimalsOf(db, currency);
  const sums = db.prepare(
    `SELECT total(CASE type WHEN 'bet' THEN amount END) AS bets, total(CASE type WHEN 'win' THEN amount END) AS wins,
       total(CASE type WHEN 'refund' THEN amount END) AS refunds
     FROM game_rounds WHERE user_id = ? AND currency_code = ? AND created_at >= ?`,
  );
  const wagered = {} as Record<LimitPeriod, number>;
  const lost = {} as Record<LimitPeriod, number>;
  const won = {} as Record<LimitPeriod, number>;
  for (const period of LIMIT_PERIOD_VALUES) {
    const { bets, wins, refunds } = sums.get(userId, currency, periodStart(period, now, timeZone).toISOString()) as Record<"bets" | "wins" | "refunds", number>;
    wagered[period] = toMajor(Math.max(0, bets - refunds), decimals);
    lost[period] = toMajor(Math.max(0, bets - wins - refunds), decimals);
    won[period] = toMajor(Math.max(0, wins - bets + refunds), decimals);
  }
  return { wagered, lost, won };
}
