import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { ApiError } from "../http/errors.ts";
import { recordWager } from "./bonus-wagering.ts";
import { withLedger, type LedgerDeps, type WalletState } from "./ledger.ts";
import { spinOutcome } from "./slot-engine.ts";
import { findUserById, updateUser } from "./users.ts";
import { accountCurrency, decimalsOf, toMajor } from "./wallet-money.ts";

export interface SlotSession {
  id: string;
  userId: number | null;
  mode: "real" | "demo";
  endedAt: string | null;
  gameId: number;
  slug: string;
  name: string;
  minBet: number;
  maxBet: number;
  rtp: number;
  maxMultiplier: number;
  isBonus: boolean;
  hasBonusBuy: boolean;
}

/** Play money a demo session starts with, in major units. */
export const DEMO_START_BALANCE = 1_000;

export function findSlotSession(db: Database, id: string): SlotSession | undefined {
  const row = db
    .prepare(
      `SELECT s.id, s.user_id AS userId, s.mode, s.ended_at AS endedAt, g.id AS gameId, g.slug, g.name, g.min_bet AS minBet,
         g.max_bet AS maxBet, g.rtp, g.max_multiplier AS maxMultiplier, g.is_bonus AS isBonus,
         g.has_bonus_buy AS hasBonusBuy
       FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.id = ?`,
    )
    .get(id) as (Omit<SlotSession, "isBonus" | "hasBonusBuy"> & { isBonus: number; hasBonusBuy: number }) | undefined;
  return row && { ...row, isBonus: row.isBonus === 1, hasBonusBuy: row.hasBonusBuy === 1 };
}

interface SlotState {
  rounds: number;
  currency: string;
  demoBalance: number | null;
}

/** The session's slot row, made on first use: the player's currency (EUR for a guest), demo play money. */
export function slotState(db: Database, session: SlotSession): SlotState {
  const existing = db.prepare("SELECT rounds, currency, demo_balance AS demoBalance FROM slot_sessions WHERE session_id = ?").get(session.id) as
    | SlotState
    | undefined;
  if (existing) return existing;
  const currency = session.userId === null ? "EUR" : accountCurrency(db, session.userId);
  const demoBalance = session.mode === "demo" ? DEMO_START_BALANCE * 10 ** decimalsOf(db, currency) : null;
  db.prepare("INSERT INTO slot_sessions (session_id, rounds, currency, demo_balance) VALUES (?, 0, ?, ?)").run(session.id, currency, demoBalance);
  return { rounds: 0, currency, demoBalance };
}

export interface RoundResult {
  roundId: string;
  currency: string;
  bet: number;
  win: number;
  multiplier: number;
  reels: string[];
  /** Minor units after the round. */
  wallet: Pick<WalletState, "cash" | "nonCash">;
}

function insertRound(db: Database, row: Record<string, unknown>): void {
  db.prepare(
    `INSERT INTO game_rounds (transaction_id, user_id, session_id, game_id, type, currency_code, balance_before, amount, balance_after, bonus_balance, created_at)
     VALUES (@transactionId, @userId, @sessionId, @gameId, @type, @currency, @before, @amount, @after, @bonus, @createdAt)`,
  ).run(row);
}

/**
 * One real-money round in one ledger transaction: the bet is taken (cash first, then bonus money), the
 * seeded win is paid back in the same proportions, and both are recorded as game_rounds rows (the casino
 * history). Bet in minor units; INSUFFICIENT_FUNDS (409) rolls the whole round back. `admit` runs first inside
 * the same write transaction (the limit checks): what it reads cannot change before the round is written, so
 * parallel spins cannot together pass a limit that each alone respects.
 */
export function playRealRound(deps: LedgerDeps, session: SlotSession, bet: number, admit: () => void = () => {}): RoundResult {
  const { db } = deps;
  const userId = session.userId as number;
  return withLedger(deps, (tx) => {
    admit();
    const state = slotState(db, session);
    const { multiplier, reels } = spinOutcome(session.id, state.rounds, session.rtp, session.maxMultiplier);
    const roundId = `rnd_${randomBytes(9).toString("base64url")}`;
    const now = deps.clock();
    const createdAt = now.toISOString();
    const before = tx.wallet(userId, state.currency);
    const fromCash = Math.min(bet, before.cash);
    const afterBet = tx.debit({ userId, kind: "bet", cash: fromCash, nonCash: bet - fromCash, currency: state.currency, reference: `round:${roundId}` }).wallet;
    const base = { userId, sessionId: session.id, gameId: session.gameId, currency: state.currency, createdAt };
    insertRound(db, { ...base, transactionId: `${roundId}-bet`, type: "bet", before: before.cash + before.nonCash, amount: bet, after: afterBet.cash + afterBet.nonCash, bonus: afterBet.nonCash });
    const win = Math.floor(bet * multiplier);
    if (win > 0) {
      const winBonus = Math.floor((win * (bet - fromCash)) / bet);
      const after = tx.credit({ userId, kind: "win", cash: win - winBonus, nonCash: winBonus, currency: state.currency, reference: `round:${roundId}` }).wallet;
      insertRound(db, { ...base, transactionId: `${roundId}-win`, type: "win", before: afterBet.cash + afterBet.nonCash, amount: win, after: after.cash + after.nonCash, bonus: after.nonCash });
    }
    db.prepare("UPDATE slot_sessions SET rounds = rounds + 1 WHERE session_id = ?").run(session.id);
    const major = (minor: number) => toMajor(minor, decimalsOf(db, state.currency));
    const spent = findUserById(db, userId)?.total_spend ?? 0;
    updateUser(db, userId, { total_spend: Number((spent + major(bet)).toFixed(8)) }, now);
    // The rewards vertical counts the bet: bonus wagering (may convert the bonus), rakeback, loyalty, tournaments.
    recordWager(deps, { userId, gameSlug: session.slug, amount: major(bet), fromBonus: major(bet - fromCash), win: major(win), now });
    return { roundId, currency: state.currency, bet, win, multiplier, reels, wallet: tx.wallet(userId, state.currency) };
  });
}

/** A demo round: play money on the session, never the ledger nor the casino history. */
export function playDemoRound(db: Database, session: SlotSession, bet: number): RoundResult {
  return db.transaction(() => {
    const state = slotState(db, session);
    const balance = state.demoBalance ?? 0;
    if (bet > balance) throw new ApiError(409, "INSUFFICIENT_FUNDS", "Not enough play money: reload the game for a fresh demo balance");
    const { multiplier, reels } = spinOutcome(session.id, state.rounds, session.rtp, session.maxMultiplier);
    const win = Math.floor(bet * multiplier);
    const cash = balance - bet + win;
    db.prepare("UPDATE slot_sessions SET rounds = rounds + 1, demo_balance = ? WHERE session_id = ?").run(cash, session.id);
    return { roundId: `demo_${session.id}_${state.rounds}`, currency: state.currency, bet, win, multiplier, reels, wallet: { cash, nonCash: 0 } };
  }).immediate();
}
