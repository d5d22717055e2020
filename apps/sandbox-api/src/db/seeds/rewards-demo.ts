import { addDays, localDate } from "@casino/domain";
import type { Database } from "better-sqlite3";
import { NO_EVENTS } from "../../context.ts";
import { grantBonusMoney } from "../../repos/bonus-money.ts";
import { findBonusBySlug } from "../../repos/bonus-catalog.ts";
import { finishUserBonus, insertUserBonus } from "../../repos/bonus-user.ts";
import { withLedger, type LedgerTx } from "../../repos/ledger.ts";
import { addRakeback, findRakebackDay, markRakebackPaid } from "../../repos/rakeback-days.ts";
import { updateUser } from "../../repos/users.ts";
import type { Seed } from "../seed.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

// The demo players' rewards, through the same ledger as the API. depositor: the welcome bonus running with a
// third of its wagering done (so withdrawals are blocked), a weekly cashback taken two days ago, free spins
// that expired, ten days of rakeback (yesterday's and today's still claimable), Bronze III, in the race.
// vip: Platinum points. newbie: nothing yet.

const DAY = 86_400_000;
const EUR = 100;
const depositor = DEMO_PLAYER_IDS.depositor;

function bonusId(db: Database, slug: string): number {
  const row = findBonusBySlug(db, slug);
  if (!row) throw new Error(`seed: no bonus ${slug}`);
  return row.id;
}

function seedBonuses(db: Database, tx: LedgerTx, now: Date): void {
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const welcome = insertUserBonus(db, {
    user_id: depositor, bonus_id: bonusId(db, "welcome-deposit"), status: "active", currency: "EUR", deposit_amount: 100 * EUR,
    bonus_amount: 100 * EUR, wager_required: 3_500 * EUR, wagered: 1_240 * EUR, free_spins_left: null, started_at: ago(12), expires_at: ago(-18),
  });
  grantBonusMoney(tx, welcome);

  const cashback = insertUserBonus(db, {
    user_id: depositor, bonus_id: bonusId(db, "weekly-cashback"), status: "completed", currency: "EUR", deposit_amount: null,
    bonus_amount: 840, wager_required: 840, wagered: 840, free_spins_left: null, started_at: ago(2), expires_at: ago(-5),
  });
  tx.credit({ userId: depositor, kind: "bonus_conversion", cash: 840, currency: "EUR", reference: `bonus:${cashback.id}`, idempotencyKey: `bonus-conversion:${cashback.id}` });
  finishUserBonus(db, cashback.id, "completed", new Date(ago(1.5)), 840);

  const spins = insertUserBonus(db, {
    user_id: depositor, bonus_id: bonusId(db, "free-spins-50"), status: "expired", currency: "EUR", deposit_amount: null,
    bonus_amount: 0, wager_required: 0, wagered: 0, free_spins_left: 12, started_at: ago(10), expires_at: ago(7),
  });
  finishUserBonus(db, spins.id, "expired", new Date(ago(7)));
}

/** Rakeback for the ten days up to today; every other past day was claimed, yesterday and today are open. */
function seedRakeback(db: Database, tx: LedgerTx, now: Date): void {
  const calendar = bonusId(db, "daily-rakeback");
  const today = localDate(now);
  const amounts = [212, 95, 430, 118, 264, 77, 351, 140, 320, 115];
  amounts.forEach((amount, index) => {
    const daysAgo = amounts.length - 1 - index;
    const date = addDays(today, -daysAgo);
    addRakeback(db, { userId: depositor, bonusId: calendar, date, currency: "EUR", amount });
    if (daysAgo < 2 || daysAgo % 2 === 0) return;
    const key = `rakeback:${calendar}:${date}`;
    const { entry } = tx.credit({ userId: depositor, kind: "rakeback", cash: amount, currency: "EUR", reference: key, idempotencyKey: key });
    markRakebackPaid(db, findRakebackDay(db, depositor, calendar, date)!, entry.id, new Date(`${date}T20:00:00.000Z`));
  });
}

export const rewardsDemoSeed: Seed = {
  id: "rewards-demo",
  run(db, { now }) {
    withLedger({ db, clock: () => now, events: NO_EVENTS }, (tx) => {
      seedBonuses(db, tx, now);
      seedRakeback(db, tx, now);
    });
    // The wallet seed's slot rounds already earned a few points: the demo totals replace them.
    const points = db.prepare(
      "INSERT INTO vip_points (user_id, points, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET points = excluded.points",
    );
    points.run(depositor, 420, now.toISOString());
    points.run(DEMO_PLAYER_IDS.vip, 13_500, now.toISOString());
    updateUser(db, depositor, { loyalty_level: 3 }, now);
    const race = db.prepare("SELECT id, starts_at FROM tournaments WHERE slug = 'spring-slot-race'").get() as { id: number; starts_at: string };
    db.prepare("INSERT INTO tournament_entries (tournament_id, user_id, display_name, score, joined_at, updated_at) VALUES (?, ?, 'Dana', 1500, ?, ?)").run(
      race.id, depositor, race.starts_at, now.toISOString(),
    );
  },
};
