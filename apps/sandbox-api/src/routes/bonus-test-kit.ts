// Helpers for the rewards tests (not a test file itself): a seeded app on a clock the test moves, players,
// deposits, game rounds and bonuses made to measure.
import type { Hono } from "hono";
import { createApp } from "../app.ts";
import type { EventSink } from "../context.ts";
import { prepareDatabase, type Database } from "../db/database.ts";
import { credit, type LedgerDeps } from "../repos/ledger.ts";
import { createSession } from "../repos/sessions.ts";
import { findUserById, insertUser, updateUser, type NewUser } from "../repos/users.ts";
import { manualClock } from "../test/contract.ts";
import { createBrandsFixture, type Fixture } from "../test/fixtures.ts";

export interface RewardsTestApp {
  app: Hono;
  db: Database;
  fx: Fixture;
  clock: ReturnType<typeof manualClock>;
  events: Array<{ userId: number; event: string; payload: unknown }>;
  deps: LedgerDeps;
  close(): void;
}

/** Seeded at `start` (default Tuesday 2026-03-10 12:00 UTC), so seeded dates are relative to the test clock. */
export function createRewardsTestApp(options: { fx?: Fixture; start?: Date } = {}): RewardsTestApp {
  const fx = options.fx ?? createBrandsFixture();
  const clock = manualClock(options.start);
  const { db } = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir, clock: clock.now });
  const events: RewardsTestApp["events"] = [];
  const sink: EventSink = { emitToUser: (userId, event, payload) => events.push({ userId, event, payload }) };
  const app = createApp({ db, brandsDir: fx.brandsDir, clock: clock.now, events: sink });
  return { app, db, fx, clock, events, deps: { db, clock: clock.now, events: sink }, close: () => (db.close(), fx.cleanup()) };
}

let count = 0;

/** A player (verified, EUR, Malta, registered now) with a live session. */
export function createRewardsPlayer(t: RewardsTestApp, overrides: Partial<NewUser> = {}) {
  count++;
  const user = insertUser(
    t.db,
    {
      username: `rewards${count}`, email: `rewards${count}@example.test`, password_hash: "x", registration_type: "full",
      is_email_verified: 1, country_code: "MT", currency_code: "EUR", ...overrides,
    },
    t.clock.now(),
  );
  const { token } = createSession(t.db, { userId: user.id, now: t.clock.now() });
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A completed deposit: cash through the ledger (kind deposit) and the deposit count. */
export function addDeposit(t: RewardsTestApp, userId: number, amount: number): void {
  credit(t.deps, { userId, kind: "deposit", cash: Math.round(amount * 100) });
  const user = findUserById(t.db, userId)!;
  updateUser(t.db, userId, { deposit_count: user.deposit_count + 1, total_deposit: user.total_deposit + amount }, t.clock.now());
}

let rounds = 0;

/** A bet and its win in the casino history (what cashback and the calendar award read), major units. */
export function addRound(t: RewardsTestApp, userId: number, bet: number, win: number): void {
  const gameId = t.db.prepare("SELECT id FROM games ORDER BY id LIMIT 1").pluck().get() as number;
  const insert = t.db.prepare(
    `INSERT INTO game_rounds (transaction_id, user_id, game_id, type, currency_code, balance_before, amount, balance_after, created_at)
     VALUES (?, ?, ?, ?, 'EUR', 0, ?, 0, ?)`,
  );
  rounds++;
  insert.run(`test-${rounds}-bet`, userId, gameId, "bet", Math.round(bet * 100), t.clock.now().toISOString());
  if (win > 0) insert.run(`test-${rounds}-win`, userId, gameId, "win", Math.round(win * 100), t.clock.now().toISOString());
}

/** A bonus made for the test (default: a 10 EUR no-deposit bonus, x10, once per player); answers its id. */
export function addBonus(t: RewardsTestApp, overrides: Record<string, unknown> = {}): number {
  count++;
  const row: Record<string, unknown> = {
    slug: `test-bonus-${count}`, type: "no_deposit", bonus_amount: 10, wagering_multiplier: 10, valid_days: 7,
    sort_order: 1000 + count, created_at: t.clock.now().toISOString(), ...overrides,
  };
  const columns = Object.keys(row);
  const id = Number(
    t.db.prepare(`INSERT INTO bonuses (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(row).lastInsertRowid,
  );
  t.db.prepare("INSERT INTO bonus_texts (bonus_id, locale, name, banner_title) VALUES (?, 'en', ?, ?)").run(id, `Test bonus ${count}`, `Test ${count}`);
  return id;
}

export const walletOf = (t: RewardsTestApp, userId: number) =>
  t.db.prepare("SELECT cash, non_cash AS nonCash FROM wallets WHERE user_id = ?").get(userId) as { cash: number; nonCash: number } | undefined;
