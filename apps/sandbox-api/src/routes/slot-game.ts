import { SlotSpinPayloadSchema, type SlotSpin, type UserWallet } from "@casino/api-client";
import {
  BONUS_BUY_PRICE_MULTIPLIER,
  LIMIT_SLOTS,
  betLimitBreach,
  bonusBuyBreach,
  isWinningsLimitReached,
  periodEnd,
  roundMoney,
  type BetLimitName,
  type BonusBuyBreach,
} from "@casino/domain";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { ApiError, badRequest, notFound } from "../http/errors.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { readLimits, readPlayerSettings } from "../repos/limits.ts";
import { betTotals } from "../repos/bet-limit-totals.ts";
import { enforceSessionLimit } from "../repos/session-limit.ts";
import { findSlotSession, playDemoRound, playRealRound, slotState, type SlotSession } from "../repos/slot-rounds.ts";
import { findUserById } from "../repos/users.ts";
import { readBonusState } from "../repos/wallet-bonus-state.ts";
import { decimalsOf, toMajor, toMinor } from "../repos/wallet-money.ts";

// POST /sandbox/games/spin: one round of the demo slot, called by its page (routes/slot-page.ts). The game
// session id is the credential, as with a real game provider. Real sessions play through the ledger (debit,
// credit and balance reach the player's socket); demo sessions play with the session's play money.

/**
 * Spec §3: a stake over the max bet is MAX_BET_LIMIT_REACHED; a periodic limit answers its own kind name; an
 * unconfirmed bonus buy over the max bet is BONUS_BET_LIMIT_REACHED (spec §8 bonus bet limit).
 */
export const betLimitCode = (name: BonusBuyBreach): string =>
  name === "maxBetLimit" ? "MAX_BET_LIMIT_REACHED" : name === "bonusBetLimit" ? "BONUS_BET_LIMIT_REACHED" : name;

/** 400 with the limit, what is left of it and (periodic limits) when it resets, in the message and the body. */
function betLimitError(name: BonusBuyBreach, limit: number, used: number, bet: number, currency: string, now: Date, timeZone: string): ApiError {
  if (name === "bonusBetLimit") {
    const message = `This bonus buy costs ${bet} ${currency}, over your max bet limit of ${limit} ${currency}: confirm it for this purchase only, or place a regular bet`;
    return new ApiError(400, betLimitCode(name), message, { limit: "maxBetLimit", amount: limit, resetsAt: null, needsConfirmation: true });
  }
  const label = name.replace(/([A-Z])/g, " $1").toLowerCase();
  const { period } = LIMIT_SLOTS[name];
  if (period === null) {
    return new ApiError(400, betLimitCode(name), `Your ${label} allows bets up to ${limit} ${currency}`, { limit: name, amount: limit, resetsAt: null });
  }
  const left = Math.max(0, roundMoney(limit - used));
  const resetsAt = periodEnd(period, now, timeZone).toISOString();
  const message = `A bet of ${bet} ${currency} would break your ${label} of ${limit} ${currency} (${left} ${currency} left until ${resetsAt})`;
  return new ApiError(400, betLimitCode(name), message, { limit: name, amount: limit, resetsAt });
}

export function walletOf(minor: { cash: number; nonCash: number }, decimals: number): UserWallet {
  return { amount: toMajor(minor.cash, decimals), nonCashAmount: toMajor(minor.nonCash, decimals), totalAmount: toMajor(minor.cash + minor.nonCash, decimals) };
}

interface Purchase {
  /** What the round takes: the bet, or the bonus price. */
  stake: number;
  bonusBuy: boolean;
  /** The player confirmed this bonus buy over the max bet limit. */
  confirmed: boolean;
}

function checkRealPlay(deps: AppDeps, session: SlotSession, { stake, bonusBuy, confirmed }: Purchase, currency: string): void {
  const { db } = deps;
  const userId = session.userId as number;
  const now = deps.clock();
  // A session launched before the self-exclusion began is refused too.
  assertMayPlay(db, userId, now);
  if (readBonusState(db, userId).active && !session.isBonus) {
    throw badRequest("This game does not count for your active bonus", "BONUS_NOT_ELIGIBLE");
  }
  // Limits are major units of the account currency, as are the round totals (the session plays in it).
  const limits = Object.fromEntries(Object.entries(readLimits(db, userId, now)).map(([name, limit]) => [name, limit.amount])) as Record<BetLimitName, number | null>;
  const timeZone = readPlayerSettings(db, userId).time_zone;
  const totals = betTotals(db, userId, currency, now, timeZone);
  // Issue 27 point 4: past a reached monthly winnings limit no round is played (none is played and left unpaid).
  const winningsLimit = findUserById(db, userId)?.monthly_limit ?? null;
  if (isWinningsLimitReached(winningsLimit, totals.won[2])) {
    const resetsAt = periodEnd(2, now, timeZone).toISOString();
    throw new ApiError(409, "WINNINGS_LIMIT_REACHED", `You have won ${totals.won[2]} ${currency} this month, your winnings limit of ${winningsLimit} ${currency}: play again from ${resetsAt}`, {
      limit: "monthlyWinningsLimit", amount: winningsLimit, resetsAt,
    });
  }
  const check = { limits, stake, wagered: totals.wagered, lost: totals.lost };
  const breach = bonusBuy ? bonusBuyBreach({ ...check, confirmed }) : betLimitBreach(check);
  if (!breach) return;
  const name = breach === "bonusBetLimit" ? "maxBetLimit" : breach;
  const { kind, period } = LIMIT_SLOTS[name];
  const used = period === null ? 0 : (kind === "loss" ? totals.lost : totals.wagered)[period];
  throw betLimitError(breach, limits[name] as number, used, stake, currency, now, timeZone);
}

export function registerSlotGameRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;
  app.post("/sandbox/games/spin", async (c) => {
    const { session: id, bet, bonusBuy = false, confirmOverBetLimit = false } = await readBody(c, SlotSpinPayloadSchema);
    const session = findSlotSession(db, id);
    if (!session) throw notFound("No such game session", "GAME_SESSION_NOT_FOUND");
    if (session.endedAt !== null) throw new ApiError(409, "GAME_SESSION_ENDED", "This game session has ended; launch the game again");
    // The session time limit ends the session (and this game session) for real: this and later spins are refused.
    if (session.mode === "real" && enforceSessionLimit(deps, session.userId as number, deps.clock())) {
      throw new ApiError(409, "SESSION_LIMIT_REACHED", "Your session time limit was reached: the session has ended");
    }
    const { currency } = slotState(db, session);
    const decimals = decimalsOf(db, currency);
    const betMinor = toMinor(bet, decimals);
    if (betMinor === undefined) throw badRequest(`Bet between ${session.minBet} and ${session.maxBet} ${currency}`, "INVALID_BET");
    // Spec §8 min and max bet, each with its own code; the body names both bounds.
    const bounds = { minBet: session.minBet, maxBet: session.maxBet };
    if (bet < session.minBet) throw new ApiError(400, "BET_BELOW_MINIMUM", `The minimum bet in this game is ${session.minBet} ${currency}`, bounds);
    if (bet > session.maxBet) throw new ApiError(400, "BET_ABOVE_MAXIMUM", `The maximum bet in this game is ${session.maxBet} ${currency}`, bounds);
    if (bonusBuy && !session.hasBonusBuy) throw badRequest("This game has no bonus buy", "BONUS_BUY_NOT_AVAILABLE");
    const stakeMinor = bonusBuy ? betMinor * BONUS_BUY_PRICE_MULTIPLIER : betMinor;
    const purchase: Purchase = { stake: toMajor(stakeMinor, decimals), bonusBuy, confirmed: bonusBuy && confirmOverBetLimit };
    const round =
      session.mode === "real"
        ? playRealRound(deps, session, stakeMinor, () => checkRealPlay(deps, session, purchase, currency))
        : playDemoRound(db, session, stakeMinor);
    const data: SlotSpin = {
      roundId: round.roundId, mode: session.mode, currency, bet, stake: purchase.stake, bonusBuy,
      win: toMajor(round.win, decimals), multiplier: round.multiplier,
      reels: round.reels, balance: walletOf(round.wallet, decimals),
    };
    return c.json({ success: true, data });
  });
}
