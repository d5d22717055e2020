import type { RakebackDay } from "@casino/api-client";
import { addDays, calendarDayState, isCalendarDayClaimable } from "@casino/domain";
import type { Database } from "better-sqlite3";
import type { UserId } from "./sessions.ts";
import { decimalsOf, toMajor } from "./wallet-money.ts";

/** A row of `rakeback_days` (migration 0402); amount in minor units of currency. */
export interface RakebackDayRow {
  user_id: UserId;
  bonus_id: number;
  claim_date: string;
  currency: string;
  amount: number;
  paid_at: string | null;
  ledger_entry_id: number | null;
}

export const findRakebackDay = (db: Database, userId: UserId, bonusId: number, date: string) =>
  db.prepare("SELECT * FROM rakeback_days WHERE user_id = ? AND bonus_id = ? AND claim_date = ?").get(userId, bonusId, date) as
    | RakebackDayRow
    | undefined;

export const rakebackDaysBetween = (db: Database, userId: UserId, bonusId: number, from: string, to: string) =>
  db
    .prepare("SELECT * FROM rakeback_days WHERE user_id = ? AND bonus_id = ? AND claim_date BETWEEN ? AND ? ORDER BY claim_date")
    .all(userId, bonusId, from, to) as RakebackDayRow[];

/**
 * Adds to the day's amount. A day already paid takes nothing more: the amount goes to the next day, so a
 * claim is final and later wagers are not lost. Answers the day that took it.
 */
export function addRakeback(db: Database, entry: { userId: UserId; bonusId: number; date: string; currency: string; amount: number }): RakebackDayRow {
  let date = entry.date;
  while (findRakebackDay(db, entry.userId, entry.bonusId, date)?.paid_at) date = addDays(date, 1);
  db.prepare(
    `INSERT INTO rakeback_days (user_id, bonus_id, claim_date, currency, amount) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, bonus_id, claim_date) DO UPDATE SET amount = amount + excluded.amount`,
  ).run(entry.userId, entry.bonusId, date, entry.currency, Math.max(0, entry.amount));
  return findRakebackDay(db, entry.userId, entry.bonusId, date)!;
}

export function markRakebackPaid(db: Database, row: RakebackDayRow, ledgerEntryId: number, now: Date): boolean {
  const result = db
    .prepare("UPDATE rakeback_days SET paid_at = ?, ledger_entry_id = ? WHERE user_id = ? AND bonus_id = ? AND claim_date = ? AND paid_at IS NULL")
    .run(now.toISOString(), ledgerEntryId, row.user_id, row.bonus_id, row.claim_date);
  return result.changes === 1;
}

/** Spec §3 rakeback day with its state as seen on `today` (guests: loggedIn false, nothing claimable). */
export function toRakebackDay(
  db: Database,
  date: string,
  bonusId: number,
  row: RakebackDayRow | undefined,
  view: { today: string; loggedIn: boolean },
): RakebackDay {
  const amount = row ? toMajor(row.amount, decimalsOf(db, row.currency)) : 0;
  const paidAt = row?.paid_at ?? null;
  return {
    canClaimDate: date,
    bonusId,
    amount,
    paidAt,
    state: calendarDayState(date, view.today),
    claimable: isCalendarDayClaimable({ date, today: view.today, loggedIn: view.loggedIn, amount, paidAt }),
  };
}
