import type { SessionSummary } from "@casino/api-client";
import { nextRealityCheckAt, sessionResult } from "@casino/domain";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { forbidden } from "../http/errors.ts";
import { readPlayerSettings } from "../repos/limits.ts";
import { sessionWindow } from "../repos/session-limit.ts";
import { accountCurrency, decimalsOf, toMajor } from "../repos/wallet-money.ts";

/** GET /api/user/limits/session: the session's time, its limit's end, the reality-check interval and what was played. */
export function registerLimitsSessionRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.get("/api/user/limits/session", (c) => {
    const { userId } = requireUser(c);
    const now = clock();
    const window = sessionWindow(db, userId, now);
    if (!window) throw forbidden();
    const currency = accountCurrency(db, userId);
    const decimals = decimalsOf(db, currency);
    // Real-money rounds of the session, from the casino history (as the bet and loss limits count them).
    const sums = db
      .prepare(
        `SELECT total(CASE type WHEN 'bet' THEN amount END) AS bets, total(CASE type WHEN 'win' THEN amount END) AS wins,
           total(CASE type WHEN 'refund' THEN amount END) AS refunds, count(CASE type WHEN 'bet' THEN 1 END) AS rounds
         FROM game_rounds WHERE user_id = ? AND currency_code = ? AND created_at >= ?`,
      )
      .get(userId, currency, window.startedAt) as { bets: number; wins: number; refunds: number; rounds: number };
    const interval = readPlayerSettings(db, userId).reality_check_minutes;
    const data: SessionSummary = {
      startedAt: window.startedAt,
      endsAt: window.endsAt,
      limitMinutes: window.limitMinutes,
      realityCheckMinutes: interval,
      nextRealityCheckAt: nextRealityCheckAt(interval, window.startedAt, now)?.toISOString() ?? null,
      currency,
      ...sessionResult(toMajor(sums.bets - sums.refunds, decimals), toMajor(sums.wins, decimals)),
      rounds: sums.rounds,
    };
    return c.json({ success: true, data });
  });
}
